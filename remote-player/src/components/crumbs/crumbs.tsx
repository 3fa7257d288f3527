import { Link, type To } from 'react-router-dom';
import styles from './crumbs.module.css';

export interface Crumb {
  label: string;
  to: To;
}

/** Where a page sits in the site: links to the pages above it, then its own name. */
export function Crumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="パンくずリスト" className={styles.crumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
