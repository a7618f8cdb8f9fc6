// Which version of goal headers a page shows, and the way to the other two.
import { Link } from 'react-router';
import { goalHeadersV1 } from './v1/resource';
import { goalHeadersV2 } from './v2/resource';
import { goalHeadersV3 } from './v3/resource';

const versions = [
  { version: 1, to: goalHeadersV1.listPath, says: 'a header text' },
  { version: 2, to: goalHeadersV2.listPath, says: 'a header text, the skill area it heads and its place in the order' },
  { version: 3, to: goalHeadersV3.listPath, says: 'version 2 and the columns printed under the header' },
] as const;

export function VersionTabs({ shown }: { shown: 1 | 2 | 3 }) {
  const current = versions[shown - 1]!;
  return (
    <nav className="goal-generator-tabs" aria-label="Goal header versions">
      <strong>Version {shown}</strong>
      <span className="bp6-text-muted">— {current.says}.</span>
      {versions
        .filter((item) => item.version !== shown)
        .map((item) => (
          <Link key={item.version} to={item.to}>
            Version {item.version}
          </Link>
        ))}
    </nav>
  );
}
