import TrashIcon from '~icons/radix-icons/trash';
import { Button, Flex, Text } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState } from 'react';
import { accountDeletionTexts as texts } from '../../domain/account-deletion.ts';
import { AccountSection } from './account-section.tsx';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.tsx'));

export interface DeleteAccountCardProps {
  /** Deletes the account with the password; resolves to what went wrong, or undefined once it is gone. */
  onDelete: (password: string) => Promise<string | undefined>;
}

/** The account page's last section: what deleting the account takes away and keeps, and the way to it. */
export function DeleteAccountCard({ onDelete }: DeleteAccountCardProps) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <AccountSection heading={texts.heading}>
      <Flex direction="column" gap="3" align="start">
        <Text size="2" color="gray">
          {texts.intro}
        </Text>
        <Button ref={button} size="2" color="red" variant="outline" onClick={() => setAsking(true)}>
          <TrashIcon aria-hidden />
          {texts.open}
        </Button>
      </Flex>
      {asking && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onConfirm={onDelete} onClose={() => setAsking(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </AccountSection>
  );
}
