import { useId, type ReactNode } from 'react';
import './components.css';

type PageFrameProps = {
  title: string;
  children?: ReactNode;
  /** Extra class for the screen's own layout. */
  className?: string;
};

/** A screen's frame: its title as the page heading, then its content, labelled by that heading. */
export function PageFrame({ title, children, className }: PageFrameProps) {
  const headingId = useId();
  return (
    <section className={className ? `page-frame ${className}` : 'page-frame'} aria-labelledby={headingId}>
      <h1 id={headingId} className="page-frame__title">
        {title}
      </h1>
      <div className="page-frame__body">{children}</div>
    </section>
  );
}
