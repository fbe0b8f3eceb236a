import { Icon } from './Icon';

/** The green tick at the top of a thank-you screen. */
export function SuccessMark() {
  return (
    <span className="success-mark">
      <Icon name="check" size={36} />
    </span>
  );
}
