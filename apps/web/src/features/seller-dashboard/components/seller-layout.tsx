import { Outlet } from 'react-router';

export function SellerLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Outlet />
    </div>
  );
}
