import { version } from '../../package.json';

export function Footer() {
  return (
    <footer className="app-footer">
      <span>Copyright © {new Date().getFullYear()} Practice Portal. All rights reserved.</span>
      <span>Version {version}</span>
    </footer>
  );
}
