import { Route, Routes } from 'react-router-dom'
import { AboutPage } from './pages/AboutPage.js'
import { CategoryPage } from './pages/CategoryPage.js'
import { ContactPage } from './pages/ContactPage.js'
import { DeliveryPage } from './pages/DeliveryPage.js'
import { HomePage } from './pages/HomePage.js'
import { ManagePage } from './pages/ManagePage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { OrderPage } from './pages/OrderPage.js'
import { ProductPage } from './pages/ProductPage.js'
import { RestaurantPage } from './pages/RestaurantPage.js'
import { TermsPage } from './pages/TermsPage.js'
import { ThankYouPage } from './pages/ThankYouPage.js'
import { Layout } from './shared/Layout.js'

/** The route table of the specification (§2). Every path ends with a slash. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="restauracja/" element={<RestaurantPage />} />
        <Route path="dostawa/" element={<DeliveryPage />} />
        <Route path="o_nas/" element={<AboutPage />} />
        <Route path="kontakt/" element={<ContactPage />} />
        <Route path="regulamin/" element={<TermsPage />} />
        <Route path="zamowienie/" element={<OrderPage />} />
        <Route path="dziekujemy/" element={<ThankYouPage />} />
        <Route path="manage/" element={<ManagePage />} />
        <Route path="menu/:category/" element={<CategoryPage />} />
        <Route path="menu/:category/:product/" element={<ProductPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
