import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './store-logo.module.css';

export interface StoreLogoProps {
  name: string;
  logoUrl?: string;
  size?: '3' | '5';
}

/** The store's logo (or its initial) and name, linking home. */
export function StoreLogo({ name, logoUrl, size = '3' }: StoreLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <Link to="/" className={styles.link} data-size={size}>
      <Flex align="center" gap="2" asChild>
        <span>
          {showImage ? (
            <img src={logoUrl} alt="" className={styles.mark} onError={() => setFailedUrl(logoUrl)} />
          ) : (
            <span className={styles.initial} aria-hidden>
              {name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <Text size={size} weight="bold" className={styles.name}>
            {name}
          </Text>
        </span>
      </Flex>
    </Link>
  );
}
