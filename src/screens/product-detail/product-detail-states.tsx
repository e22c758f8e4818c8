import { Box, Button, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import ReloadIcon from '~icons/radix-icons/reload';
import { Link } from 'react-router-dom';
import { BackButton, DetailFrame } from './product-detail-frame.tsx';
import { productDetailTexts as texts } from './product-detail-texts.ts';
import { Notice } from '../../components/notice.tsx';

export function ProductDetailSkeleton() {
  return (
    <DetailFrame busy>
      <Heading as="h1" className="visually-hidden">
        {texts.loading}
      </Heading>
      <Grid
        columns={{ initial: '1', md: '2' }}
        gap={{ initial: '5', md: '8' }}
        data-testid="product-detail-skeleton"
      >
        <Skeleton width="100%" height="380px" />
        <Flex direction="column" gap="3">
          <Skeleton width="120px" height="24px" />
          <Skeleton width="80%" height="36px" />
          <Skeleton width="100px" height="28px" />
          <Skeleton width="100%" height="72px" />
          <Skeleton width="60%" height="40px" />
          <Skeleton width="200px" height="40px" />
        </Flex>
      </Grid>
    </DetailFrame>
  );
}

/** No product with this id (404). */
export function ProductNotFound({ onBack }: { onBack: () => void }) {
  return (
    <DetailFrame>
      <BackButton onBack={onBack} />
      <Flex direction="column" align="center" gap="3" py="8">
        <Heading as="h1" size="7">
          {texts.notFound}
        </Heading>
        <Text color="gray" align="center">
          {texts.notFoundDetail}
        </Text>
        <Button asChild size="3">
          <Link to="/products">{texts.browse}</Link>
        </Button>
      </Flex>
    </DetailFrame>
  );
}

/** Any other failure: the spec's message and a retry. */
export function ProductLoadError({ onBack, onRetry }: { onBack: () => void; onRetry: () => void }) {
  return (
    <DetailFrame>
      <BackButton onBack={onBack} />
      <Heading as="h1" className="visually-hidden">
        {texts.errorHeading}
      </Heading>
      <Box maxWidth="640px" mx="auto" py="6">
        <Notice
          tone="error"
          actions={
            <Button color="red" variant="soft" highContrast onClick={onRetry}>
              <ReloadIcon aria-hidden />
              {texts.retry}
            </Button>
          }
        >
          {texts.error}
        </Notice>
      </Box>
    </DetailFrame>
  );
}
