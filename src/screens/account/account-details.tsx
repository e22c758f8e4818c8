import { DataList, Skeleton } from '@radix-ui/themes';

export const accountDetailLabels = { name: 'Name', email: 'Email', memberSince: 'Member since' } as const;

export interface AccountDetailsProps {
  /** Undefined values show placeholders (still loading, or the load failed). */
  name: string | undefined;
  email: string | undefined;
  memberSince: string | undefined;
}

// Placeholder widths close to real values, so the card does not jump when they arrive.
const rows = [
  ['name', '9em'],
  ['email', '14em'],
  ['memberSince', '8em'],
] as const;

export function AccountDetails(props: AccountDetailsProps) {
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="3">
      {rows.map(([key, width]) => {
        const value = props[key];
        return (
          <DataList.Item key={key}>
            <DataList.Label minWidth="140px">{accountDetailLabels[key]}</DataList.Label>
            <DataList.Value style={{ overflowWrap: 'anywhere' }}>
              {value === undefined ? (
                <Skeleton data-testid="account-placeholder" width={width} height="1.2em" />
              ) : (
                value || '—'
              )}
            </DataList.Value>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
