import { useState } from 'react';
import useSWR from 'swr';
import { apiBase } from '../../api/base.ts';
import { isApiError } from '../../api/errors.ts';
import { getStoreInfo } from '../../api/store-info.ts';
import { storeDisplayName } from '../../domain/store.ts';
import { ApiTestView, apiTestTexts, type ApiTestState } from '../../screens/api-test/api-test-view.tsx';

const isConnectionError = (e: unknown) => isApiError(e) && (e.kind === 'network' || e.kind === 'http');

const failureMessage = (e: unknown) =>
  isConnectionError(e)
    ? apiTestTexts.failed
    : apiTestTexts.unexpected(e instanceof Error ? e.message : String(e));

/** /api-test: runs the store-info call on arrival and on demand, and shows what came back. */
export default function ApiTestRoute() {
  // A new key per attempt: every test is a fresh call, never a cached answer.
  const [attempt, setAttempt] = useState(0);
  const { data, error, isLoading } = useSWR(['/storeInfo#api-test', attempt] as const, () => getStoreInfo(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onSuccess: (info) => console.info('Store info', info),
    onError: (e: unknown) => {
      if (isConnectionError(e)) console.warn('API connection test failed', e);
    },
  });

  const state: ApiTestState =
    isLoading || (!data && !error)
      ? { status: 'testing' }
      : error
        ? { status: 'failed', message: failureMessage(error) }
        : { status: 'connected', storeName: storeDisplayName(data), json: JSON.stringify(data, null, 2) };

  return <ApiTestView apiBase={apiBase()} state={state} onTest={() => setAttempt((n) => n + 1)} />;
}
