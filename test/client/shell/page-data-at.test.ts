import t from 'tap'
import { knownPagePaths, pageDataAt, pageDataFor } from '#client/page-data/build.js'
import { pageDataUrl } from '#client/page-data/paths.js'
import { seededMenu as menu } from '../../helpers/menu-seed.js'

t.test('the server answers every page-data url of a page with that page’s data', async (t) => {
  for (const path of knownPagePaths(menu)) {
    t.same(pageDataAt(pageDataUrl(path), menu), pageDataFor(path, menu), pageDataUrl(path))
  }
  t.match(pageDataAt('/page-data/index/page-data.json', menu), { page: 'home', path: '/' })
  t.match(pageDataAt('/page-data/menu/nigiri/page-data.json', menu), {
    page: 'category',
    path: '/menu/nigiri/',
  })
})

t.test('a url of no page answers null (the 404 page)', async (t) => {
  t.equal(pageDataAt('/page-data/menu/no-such-category/page-data.json', menu), null)
  t.equal(pageDataAt('/page-data/menu/nigiri/no-such-product/page-data.json', menu), null)
  t.equal(pageDataAt('/page-data/no-such-page/page-data.json', menu), null)
  t.equal(pageDataAt('/page-data/menu/nigiri/', menu), null, 'not a page-data file')
})
