import type { ReactNode } from 'react';
import { Icon } from './Icon';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message box; errors are announced at once, other messages politely. */
export function Alert({ tone, children }: AlertProps) {
  const icon = tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info';
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={icon} />
      <div>{children}</div>
    </div>
  );
}
