import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './checkbox.module.css';

/** A labelled native checkbox bound to the form (checkout's business toggles). */
export function CheckField({
  field,
  label,
  testId,
}: {
  field: UseFormRegisterReturn;
  label: string;
  testId: string;
}) {
  return (
    <label className={`${styles.label} tap-target`}>
      <input type="checkbox" className={styles.box} data-testid={testId} {...field} />
      {label}
    </label>
  );
}
