import 'global-jsdom/register'
