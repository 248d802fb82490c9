export function PasswordLoginPanel() {
  return <div>password</div>;
}
