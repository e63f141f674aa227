import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {children ? <div className="page-header__lead">{children}</div> : null}
      </div>
    </header>
  );
}
