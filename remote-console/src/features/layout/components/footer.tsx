import { Box } from '@chakra-ui/react/box';
import { siteTime, siteTimeZone } from '@site/shared/core';
import { useState } from 'react';
import { useConsoleT } from '../../../i18n/texts';
import { siteUtcOffset } from '../../../lib/site-dates';

/** The console's footer; it also says which time zone every date of the console is in. */
export function Footer() {
  const { t } = useConsoleT();
  // The year and the zone's offset as of the first render: a footer need not follow the clock.
  const [now] = useState(Date.now);
  return (
    <Box as="footer" textAlign="center" py="4" fontSize="xs" color="fg.muted" data-testid="footer">
      © {siteTime(now)?.year} {t('footer.text')} ·{' '}
      {t('footer.timeZone', { zone: siteTimeZone(), offset: siteUtcOffset(now) })}
    </Box>
  );
}
