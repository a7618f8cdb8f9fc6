import { version } from '../../package.json';
import { currentYear } from '../dates/clock';

export function Footer() {
  return (
    <footer className="app-footer">
      <span>Copyright © {currentYear()} Practice Portal. All rights reserved.</span>
      <span>Version {version}</span>
    </footer>
  );
}
