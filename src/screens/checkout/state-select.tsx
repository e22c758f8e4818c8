import type { ComponentPropsWithRef } from 'react';
import { INDIAN_STATES, UNION_TERRITORIES } from '../../contract/address.ts';
import { checkoutTexts } from './checkout-texts.ts';
import styles from './state-select.module.css';

export type StateSelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'className'>;

/** The 28 states and 8 union territories, grouped, as a native select (phones show their own picker). */
export function StateSelect(props: StateSelectProps) {
  return (
    <select {...props} className={styles.select}>
      <option value="">{checkoutTexts.chooseState}</option>
      <optgroup label={checkoutTexts.states}>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </optgroup>
      <optgroup label={checkoutTexts.unionTerritories}>
        {UNION_TERRITORIES.map((ut) => (
          <option key={ut} value={ut}>
            {ut}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
