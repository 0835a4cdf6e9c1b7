// Account tab of Admin > Settings: personal information, change password, subadmin management.
export function AccountTab() {
  return <p className="text-slate-600">Account settings are coming soon.</p>;
}
