import { Box, Button, Flex, Heading, Spinner, Text, TextArea } from '@radix-ui/themes';
import UploadIcon from '~icons/radix-icons/upload';
import clsx from 'clsx';
import { useId, useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/form-field.tsx';
import { formatMoney } from '../../domain/money.ts';
import { isReady, padSummary, quickOrderTexts as texts, type PadLine } from '../../domain/quick-order.ts';
import { productHref } from '../../domain/routes.ts';
import styles from './quick-order.module.css';

/** Where the pad's check stands: nothing typed, a check under way, answered, failed or not offered. */
export type PadStatus = 'idle' | 'checking' | 'ready' | 'failed' | 'not-offered';

export interface QuickOrderViewProps {
  text: string;
  onTextChange: (text: string) => void;
  /** A CSV file chosen: its text replaces the pad's. */
  onUpload: (file: File) => void;
  /** Why the chosen file could not be read, if it could not. */
  uploadProblem?: string | undefined;
  lines: readonly PadLine[];
  status: PadStatus;
  onAddAll: () => void;
  /** The signed-in buyer's reorder lists (absent: not signed in, or not offered). */
  savedLists?: readonly { id: string; name: string; lines: readonly unknown[] }[] | undefined;
  onLoadList?: (id: string) => void;
}

const lineWord = (n: number) => (n === 1 ? 'line' : 'lines');

/** One line of the list: where it is, its SKU, the product it names and its price, or what is wrong. */
function PadLineItem({ line }: { line: PadLine }) {
  const ready = isReady(line);
  return (
    <li className={clsx(styles.line, line.problem !== undefined && styles.bad)} data-testid="pad-line">
      <Flex direction="column">
        <Text size="1" color="gray">
          {texts.lineHead} {line.row}
        </Text>
        <Text size="2" weight="medium" className={styles.sku}>
          {line.sku || '—'}
        </Text>
      </Flex>
      <Flex direction="column" gap="1" minWidth="0">
        {line.product ? (
          <Text size="2">
            <Link to={productHref(line.product.id)}>{line.product.name}</Link>
            {line.size !== undefined && ` · ${line.size}`}
          </Text>
        ) : line.pending ? (
          <Text size="2" color="gray">
            {texts.checking}
          </Text>
        ) : null}
        {line.problem !== undefined && (
          <Text size="2" color="red" data-testid="pad-line-problem">
            {line.problem}
          </Text>
        )}
      </Flex>
      {ready && (
        <Text as="p" size="2" className={styles.figures}>
          {line.quantity} × {formatMoney(line.unitPrice ?? 0)}
          <br />
          <Text weight="bold">{formatMoney(line.lineTotal)}</Text>
        </Text>
      )}
    </li>
  );
}

/**
 * The quick-order pad (/quick-order): a buyer's list of SKUs and quantities, typed, pasted or
 * uploaded, checked line by line as it changes, with every good line addable to the cart at once.
 */
export function QuickOrderView({
  text,
  onTextChange,
  onUpload,
  uploadProblem,
  lines,
  status,
  onAddAll,
  savedLists,
  onLoadList,
}: QuickOrderViewProps) {
  const file = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const { ready, bad, total } = padSummary(lines);
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) onUpload(chosen);
    event.target.value = '';
  };
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="quick-order-heading">
        <Heading as="h1" size="7" mb="2" id="quick-order-heading">
          {texts.heading}
        </Heading>
        <Text as="p" color="gray" mb="4">
          {texts.intro}
        </Text>
        {savedLists && savedLists.length > 0 && onLoadList && (
          <Flex gap="2" wrap="wrap" align="center" mb="4" role="group" aria-label={texts.savedLists}>
            <Text size="2" weight="medium">
              {texts.savedLists}:
            </Text>
            {savedLists.map((list) => (
              <Button key={list.id} variant="soft" size="2" onClick={() => onLoadList(list.id)}>
                {texts.loadList(list.name)}
              </Button>
            ))}
          </Flex>
        )}
        <Flex direction="column" gap="3" mb="5">
          <FormField label={texts.field} required={false} hint={texts.hint}>
            {(control) => (
              <TextArea
                {...control}
                className={styles.text}
                value={text}
                onChange={(e) => onTextChange(e.target.value)}
                placeholder={'TAP-001, 60\nCOR-001 10\nGLO-002-M, 4'}
                spellCheck={false}
                autoCapitalize="characters"
                rows={8}
              />
            )}
          </FormField>
          <Flex gap="3" align="center" wrap="wrap">
            <input
              ref={file}
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              onChange={chooseFile}
              data-testid="pad-file"
            />
            <Button type="button" variant="soft" onClick={() => file.current?.click()}>
              <UploadIcon aria-hidden /> {texts.upload}
            </Button>
            <Text size="1" color="gray">
              {texts.uploadHint}
            </Text>
          </Flex>
          {uploadProblem && (
            <Text color="red" size="2" role="alert">
              {uploadProblem}
            </Text>
          )}
        </Flex>

        <Box role="status" id={statusId} mb="3">
          {status === 'not-offered' ? (
            <Text color="red">{texts.notOffered}</Text>
          ) : status === 'failed' ? (
            <Text color="red">{texts.failed}</Text>
          ) : lines.length === 0 ? (
            <Text color="gray">{texts.empty}</Text>
          ) : (
            <Flex gap="2" align="center">
              {status === 'checking' && <Spinner />}
              <Text weight="medium" data-testid="pad-summary">
                {texts.summary(ready, lines.length, total)}
              </Text>
            </Flex>
          )}
        </Box>

        {lines.length > 0 && status !== 'not-offered' && (
          <>
            <ol className={styles.lines} aria-label={texts.linesLabel(lines.length)}>
              {lines.map((line) => (
                <PadLineItem key={`${line.row}-${line.text}`} line={line} />
              ))}
            </ol>
            <Flex className={styles.summary} gap="3" align="center" justify="between" wrap="wrap" mt="3">
              <Text size="2" color={bad > 0 ? 'red' : 'gray'}>
                {bad > 0 ? texts.badLines(bad) : `${ready} ${lineWord(ready)} · ${formatMoney(total)}`}
              </Text>
              <Button size="3" onClick={onAddAll} disabled={ready === 0 || status === 'checking'}>
                {texts.addAll}
              </Button>
            </Flex>
          </>
        )}
      </section>
    </Box>
  );
}
