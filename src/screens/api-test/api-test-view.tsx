import CheckCircledIcon from '~icons/radix-icons/check-circled';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import ReloadIcon from '~icons/radix-icons/reload';
import { Badge, Box, Button, Card, Code, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { Notice } from '../../components/notice.tsx';

export const apiTestTexts = {
  heading: 'API Connection Test',
  intro: 'Checks that the shop can reach its API by loading the store information.',
  apiBase: 'API base',
  status: 'Status',
  storeName: 'Store name',
  testing: 'Testing...',
  connected: 'Connected',
  failedStatus: 'Failed',
  test: 'Test Connection',
  response: 'Response',
  failed: 'Connection failed. Check console for details.',
  unexpected: (message: string) => `Unexpected error: ${message}`,
} as const;

export type ApiTestState =
  | { status: 'testing' }
  | { status: 'connected'; storeName: string; json: string }
  | { status: 'failed'; message: string };

export interface ApiTestViewProps {
  apiBase: string;
  state: ApiTestState;
  onTest: () => void;
}

function StatusBadge({ state }: { state: ApiTestState }) {
  if (state.status === 'testing')
    return (
      <Flex align="center" gap="2">
        <Spinner />
        <Text>{apiTestTexts.testing}</Text>
      </Flex>
    );
  return state.status === 'connected' ? (
    <Badge color="green" size="2">
      <CheckCircledIcon aria-hidden />
      {apiTestTexts.connected}
    </Badge>
  ) : (
    <Badge color="red" size="2">
      <CrossCircledIcon aria-hidden />
      {apiTestTexts.failedStatus}
    </Badge>
  );
}

/** A developer page: the API base in use and the result of the store-info call. */
export function ApiTestView({ apiBase, state, onTest }: ApiTestViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="860px" mx="auto">
      <section aria-labelledby="api-test-heading">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="7" id="api-test-heading">
              {apiTestTexts.heading}
            </Heading>
            <Text color="gray">{apiTestTexts.intro}</Text>
          </Flex>
          <Card size="3">
            <Flex direction="column" gap="4">
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label>{apiTestTexts.apiBase}</DataList.Label>
                  <DataList.Value>
                    <Code data-testid="api-base">{apiBase}</Code>
                  </DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{apiTestTexts.status}</DataList.Label>
                  <DataList.Value>
                    <div role="status">
                      <StatusBadge state={state} />
                    </div>
                  </DataList.Value>
                </DataList.Item>
                {state.status === 'connected' && (
                  <DataList.Item>
                    <DataList.Label>{apiTestTexts.storeName}</DataList.Label>
                    <DataList.Value>{state.storeName}</DataList.Value>
                  </DataList.Item>
                )}
              </DataList.Root>
              <Box>
                <Button onClick={onTest} disabled={state.status === 'testing'}>
                  <ReloadIcon aria-hidden />
                  {apiTestTexts.test}
                </Button>
              </Box>
            </Flex>
          </Card>
          {state.status === 'failed' && (
            <Notice tone="error" icon={<CrossCircledIcon aria-hidden />}>
              {state.message}
            </Notice>
          )}
          {state.status === 'connected' && (
            <Flex direction="column" gap="2">
              <Heading as="h2" size="4">
                {apiTestTexts.response}
              </Heading>
              <Card>
                <pre
                  data-testid="api-response"
                  style={{
                    margin: 0,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontSize: 'var(--font-size-1)',
                  }}
                >
                  {state.json}
                </pre>
              </Card>
            </Flex>
          )}
        </Flex>
      </section>
    </Box>
  );
}
