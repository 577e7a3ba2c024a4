import { type ReactNode, useState } from 'react';

/** A list row whose summary is a button that opens (and closes) its revision controls under it. */
export function DisclosureRow({
  className,
  buttonClassName,
  summary,
  panelClassName,
  children,
}: {
  className: string;
  buttonClassName: string;
  summary: ReactNode;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className={className}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={buttonClassName}>
        {summary}
      </button>
      {open ? <div className={panelClassName}>{children}</div> : null}
    </li>
  );
}
