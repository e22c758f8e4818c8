import { Box, Skeleton } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';

// The QR drawing code loads with the first code shown, not with the page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export interface UpiQrCodeProps {
  /** Text to draw as a QR code (a upi://pay link)… */
  value?: string | undefined;
  /** …or a ready image of the code (a data:image/… address). */
  imageSrc?: string | undefined;
  size: number;
  /** What a screen reader hears. */
  label: string;
  testId?: string;
}

/** A UPI QR code on white, as every UPI app's camera reads it in either theme; a skeleton while its drawing code loads. */
export function UpiQrCode({ value, imageSrc, size, label, testId }: UpiQrCodeProps) {
  return (
    <Box p="3" style={{ background: 'white', borderRadius: 'var(--radius-3)', lineHeight: 0 }}>
      {value ? (
        <Suspense fallback={<Skeleton width={`${size}px`} height={`${size}px`} />}>
          <QRCodeSVG
            value={value}
            size={size}
            marginSize={0}
            role="img"
            aria-label={label}
            data-testid={testId}
          />
        </Suspense>
      ) : (
        <img src={imageSrc} width={size} height={size} alt={label} />
      )}
    </Box>
  );
}
