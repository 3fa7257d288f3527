import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { type Reach, useReachedTrigger } from '../../../components/on-intent';
import { useConsoleT } from '../../../i18n/texts';
import type { CloseAction } from '../../../state/tabs';
import { TabActionsButton } from './tab-actions-button';

export interface TabActionsProps {
  /** The current tab is the workplace's, which does not close. */
  currentIsWorkplace: boolean;
  onReload: () => void;
  onClose: (action: CloseAction) => void;
}

/** The tab bar's menu: reload, and close this, left, right, other or all tabs. Loaded when reached for. */
export function TabActionsMenu({ currentIsWorkplace, onReload, onClose, ...reach }: TabActionsProps & Reach) {
  const { t } = useConsoleT();
  const trigger = useReachedTrigger(reach);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'reload') onReload();
        else onClose(details.value as CloseAction);
      }}
    >
      <Menu.Trigger asChild>
        <TabActionsButton ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="reload">{t('tabs.reload')}</Menu.Item>
            <Menu.Item value="current" disabled={currentIsWorkplace}>
              {t('tabs.closeCurrent')}
            </Menu.Item>
            <Menu.Item value="left">{t('tabs.closeLeft')}</Menu.Item>
            <Menu.Item value="right">{t('tabs.closeRight')}</Menu.Item>
            <Menu.Item value="others">{t('tabs.closeOthers')}</Menu.Item>
            <Menu.Item value="all">{t('tabs.closeAll')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
