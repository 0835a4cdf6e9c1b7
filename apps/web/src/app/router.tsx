import { createBrowserRouter, Outlet } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { ErrorPage } from './error-page';
import { loginRequired, postLoginRequired, RequireRole } from './guards';
import { NotFoundPage } from './not-found-page';

// Every screen is its own lazily loaded chunk, so the public pages never download admin code.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'about', lazy: () => import('@/features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'services', lazy: () => import('@/features/content/pages/services-page').then((m) => ({ Component: m.ServicesPage })) },
      {
        path: 'how-it-works',
        lazy: () => import('@/features/content/pages/how-it-works-page').then((m) => ({ Component: m.HowItWorksPage })),
      },
      { path: 'contact', lazy: () => import('@/features/contact/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'property', lazy: () => import('@/features/properties/pages/search-page').then((m) => ({ Component: m.SearchPage })) },
      {
        path: 'property/:id',
        lazy: () => import('@/features/properties/pages/property-detail-page').then((m) => ({ Component: m.PropertyDetailPage })),
      },
      { path: 'login', lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'admin-login', lazy: () => import('@/features/auth/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
      { path: 'wishlist', lazy: () => import('@/features/wishlist/pages/wishlist-page').then((m) => ({ Component: m.WishlistPage })) },
      {
        path: 'post-property',
        element: (
          <RequireRole roles={['seller', 'admin', 'subadmin']} redirectTo="/login" message={postLoginRequired}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          {
            index: true,
            lazy: () => import('@/features/posting/pages/post-property-page').then((m) => ({ Component: m.PostPropertyPage })),
          },
        ],
      },
      {
        path: 'buyer-dashboard',
        element: (
          <RequireRole roles={['buyer']} redirectTo="/login" message={loginRequired}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          {
            lazy: () => import('@/features/buyer-dashboard/components/buyer-layout').then((m) => ({ Component: m.BuyerLayout })),
            children: [
              {
                index: true,
                lazy: () => import('@/features/buyer-dashboard/pages/buyer-home-page').then((m) => ({ Component: m.BuyerHomePage })),
              },
              {
                path: 'profile',
                lazy: () => import('@/features/buyer-dashboard/pages/buyer-profile-page').then((m) => ({ Component: m.BuyerProfilePage })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('@/features/buyer-dashboard/pages/buyer-settings-page').then((m) => ({ Component: m.BuyerSettingsPage })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'seller-dashboard',
        element: (
          <RequireRole roles={['seller']} redirectTo="/login" message={loginRequired}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          {
            lazy: () => import('@/features/seller-dashboard/components/seller-layout').then((m) => ({ Component: m.SellerLayout })),
            children: [
              {
                index: true,
                lazy: () => import('@/features/seller-dashboard/pages/seller-home-page').then((m) => ({ Component: m.SellerHomePage })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('@/features/seller-dashboard/pages/seller-profile-page').then((m) => ({ Component: m.SellerProfilePage })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('@/features/seller-dashboard/pages/seller-settings-page').then((m) => ({ Component: m.SellerSettingsPage })),
              },
              {
                path: 'listings',
                lazy: () => import('@/features/posting/pages/my-listings-page').then((m) => ({ Component: m.MyListingsPage })),
              },
              {
                path: 'listings/:id/edit',
                lazy: () => import('@/features/posting/pages/edit-listing-page').then((m) => ({ Component: m.EditListingPage })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    errorElement: <ErrorPage />,
    element: (
      <RequireRole roles={['admin', 'subadmin']} redirectTo="/admin-login">
        <Outlet />
      </RequireRole>
    ),
    children: [
      {
        lazy: () => import('@/features/admin/components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          {
            index: true,
            lazy: () => import('@/features/admin/pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
          },
          {
            path: 'buyers',
            lazy: () => import('@/features/admin/pages/admin-buyers-page').then((m) => ({ Component: m.AdminBuyersPage })),
          },
          {
            path: 'sellers',
            lazy: () => import('@/features/admin/pages/admin-sellers-page').then((m) => ({ Component: m.AdminSellersPage })),
          },
          {
            path: 'properties',
            lazy: () => import('@/features/admin/pages/admin-properties-page').then((m) => ({ Component: m.AdminPropertiesPage })),
          },
          {
            path: 'sold-properties',
            lazy: () => import('@/features/admin/pages/admin-sold-page').then((m) => ({ Component: m.AdminSoldPage })),
          },
          {
            path: 'queries',
            lazy: () => import('@/features/admin/pages/admin-queries-page').then((m) => ({ Component: m.AdminQueriesPage })),
          },
          {
            path: 'settings',
            lazy: () => import('@/features/admin/pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
