import { Outlet } from 'react-router';
import { CompareTray } from '@/components/property/compare-tray';
import { MaintenanceNotice } from './maintenance-notice';
import { ShellPart } from './shell-part';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <ShellPart name="header" />
      <MaintenanceNotice />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <ShellPart name="footer" />
      <CompareTray />
    </div>
  );
}
