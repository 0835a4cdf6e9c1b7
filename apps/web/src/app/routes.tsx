import type { ComponentType } from 'react';
import { Outlet, type RouteObject, redirect } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { ErrorPage } from './error-page';
import { loginRequired, postLoginRequired, RequireRole } from './guards';
import { NotFoundPage } from './not-found-page';
import type { PageHandle, Prefetch, SignedInHandle } from './page-handle';

// The public pages the server renders (docs/decisions/0012-server-rendering.md). They are found by
// path so that the server can name each one's chunk in the page's list of files to preload (decision 0128).
// Only the features that have such pages: a glob of every feature named each screen's chunk (the
// admin's too) in the first download of every page.
const publicPages = import.meta.glob<Record<string, ComponentType | Prefetch | undefined>>(
  '../features/{home,content,contact,properties}/pages/*.tsx',
);

function ssrPage(file: string, component: string) {
  const module = `../features/${file}.tsx`;
  const load = publicPages[module];
  if (!load) throw new Error(`No page module ${module}`);
  return async () => {
    const page = await load();
    const handle: PageHandle = { ssr: true, module: module.replace('../', 'src/'), prefetch: page.prefetch as Prefetch | undefined };
    return { Component: page[component] as ComponentType, handle };
  };
}

const notFoundHandle: PageHandle = { ssr: true, status: 404 };

// Every screen is its own lazily loaded chunk, so the public pages never download admin code.
// One table for the browser (entry-client) and the server (entry-server).
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: ssrPage('home/pages/home-page', 'HomePage') },
      { path: 'about', lazy: ssrPage('content/pages/about-page', 'AboutPage') },
      { path: 'services', lazy: ssrPage('content/pages/services-page', 'ServicesPage') },
      { path: 'how-it-works', lazy: ssrPage('content/pages/how-it-works-page', 'HowItWorksPage') },
      { path: 'contact', lazy: ssrPage('contact/pages/contact-page', 'ContactPage') },
      { path: 'property', lazy: ssrPage('properties/pages/search-page', 'SearchPage') },
      { path: 'property/:id', lazy: ssrPage('properties/pages/property-detail-page', 'PropertyDetailPage') },
      // A city's or a locality's page, for sale and for rent (docs/decisions/0130).
      { path: 'property-in/:city/:locality?', lazy: ssrPage('properties/pages/place-page', 'PlacePage') },
      { path: 'rent-in/:city/:locality?', lazy: ssrPage('properties/pages/place-page', 'PlacePage') },
      // Kept in the browser (the visitor's own selection): rendered there, not on the server.
      { path: 'compare', lazy: () => import('@/features/compare/pages/compare-page').then((m) => ({ Component: m.ComparePage })) },
      { path: 'login', lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'admin-login', lazy: () => import('@/features/auth/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
      {
        path: 'wishlist',
        handle: { roles: ['buyer', 'seller'] } satisfies SignedInHandle,
        lazy: () => import('@/features/wishlist/pages/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
      },
      {
        path: 'post-property',
        element: (
          <RequireRole roles={['seller', 'admin', 'subadmin']} redirectTo="/login" message={postLoginRequired} signInAs="seller">
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
      // A post once ended here; it now ends on /property (spec §4), so older links go there.
      { path: 'post-property/submitted', loader: () => redirect('/property') },
      {
        path: 'buyer-dashboard',
        handle: { roles: ['buyer'] } satisfies SignedInHandle,
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
                path: 'visits',
                lazy: () => import('@/features/buyer-dashboard/pages/buyer-visits-page').then((m) => ({ Component: m.BuyerVisitsPage })),
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
        handle: { roles: ['seller'] } satisfies SignedInHandle,
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
                path: 'enquiries',
                lazy: () =>
                  import('@/features/seller-dashboard/pages/seller-enquiries-page').then((m) => ({ Component: m.SellerEnquiriesPage })),
              },
              {
                path: 'visits',
                lazy: () => import('@/features/seller-dashboard/pages/seller-visits-page').then((m) => ({ Component: m.SellerVisitsPage })),
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
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
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
            path: 'visits',
            lazy: () => import('@/features/admin/pages/admin-visits-page').then((m) => ({ Component: m.AdminVisitsPage })),
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
];
