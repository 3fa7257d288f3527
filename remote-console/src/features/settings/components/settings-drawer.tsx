import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NumberInput } from '@chakra-ui/react/number-input';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from '@site/shared/core';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import { LocaleSwitch } from '../../../components/locale-switch';
import { notify } from '../../../components/toaster';
import { useConsoleT } from '../../../i18n/texts';
import {
  type AppSettings,
  DEFAULT_THEME_COLOR,
  MAX_MENU_WIDTH,
  MIN_MENU_WIDTH,
  appSettingsAtom,
  readSettings,
  updateSettings,
} from '../../../state/settings';
import { serverMenuQueryOptions } from '../api/get-server-menu';

export const SETTINGS_DRAWER_WIDTH = 300;
const PRESET_COLORS = [DEFAULT_THEME_COLOR, '#722ED1', '#0FC6C2', '#00B42A', '#F77234', '#F53F3F'];
const MENU_TOAST = 'server-menu';

/**
 * SPEC section 7: turning "menu from server" on fetches POST /api/user/menu, with loading, success and error
 * notifications. The layout shows the menu from the same query.
 */
async function loadServerMenu(queryClient: QueryClient): Promise<void> {
  // The notification texts are SPEC section 8's, the same in both languages.
  notify('loading', 'loading', MENU_TOAST);
  try {
    await queryClient.fetchQuery({ ...serverMenuQueryOptions(), staleTime: 0 });
    notify('success', 'success', MENU_TOAST);
  } catch {
    notify('error', 'error', MENU_TOAST);
  }
}

type SwitchKey =
  'navbar' | 'search' | 'menu' | 'topMenu' | 'tabBar' | 'footer' | 'colorWeak' | 'menuFromServer';

function SettingSwitch({ field, label }: { field: SwitchKey; label: string }) {
  const settings = useAtomValue(appSettingsAtom);
  const queryClient = useQueryClient();
  return (
    <Switch.Root
      size="sm"
      colorPalette="brand"
      checked={settings[field]}
      onCheckedChange={(details) => {
        const patch: Partial<AppSettings> = { [field]: details.checked };
        updateSettings(patch);
        if (field === 'menuFromServer' && details.checked) void loadServerMenu(queryClient);
      }}
      w="full"
      justifyContent="space-between"
      data-testid={`setting-${field}`}
    >
      <Switch.HiddenInput />
      <Switch.Label fontSize="sm" fontWeight="normal">
        {label}
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

function MenuWidthInput() {
  const { t } = useConsoleT();
  const { menuWidth } = useAtomValue(appSettingsAtom);
  // While typing, the field shows the text; otherwise the setting.
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? String(menuWidth);
  const commit = (value: number) => {
    if (Number.isFinite(value)) updateSettings({ menuWidth: value });
    setEditing(null);
  };
  return (
    <Flex justify="space-between" align="center">
      <chakra.label htmlFor="menu-width-input" fontSize="sm">
        {t('settings.menuWidth')}
      </chakra.label>
      <NumberInput.Root
        // The input's id through the component, so that its buttons' aria-controls name it.
        ids={{ input: 'menu-width-input' }}
        size="xs"
        w="80px"
        min={MIN_MENU_WIDTH}
        max={MAX_MENU_WIDTH}
        step={10}
        value={text}
        onValueChange={(details) => {
          setEditing(details.value);
          const n = details.valueAsNumber;
          if (Number.isFinite(n) && n >= MIN_MENU_WIDTH && n <= MAX_MENU_WIDTH)
            updateSettings({ menuWidth: n });
        }}
        onFocusChange={(details) => {
          if (!details.focused) commit(details.valueAsNumber);
        }}
      >
        <NumberInput.Control />
        <NumberInput.Input data-testid="menu-width-input" />
      </NumberInput.Root>
    </Flex>
  );
}

function ThemeColor() {
  const { t } = useConsoleT();
  const { themeColor } = useAtomValue(appSettingsAtom);
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {PRESET_COLORS.map((color) => (
          <chakra.button
            key={color}
            type="button"
            w="6"
            h="6"
            rounded="sm"
            bg={color}
            aria-label={color}
            aria-pressed={themeColor.toLowerCase() === color.toLowerCase()}
            outline={themeColor.toLowerCase() === color.toLowerCase() ? '2px solid' : undefined}
            outlineColor="fg"
            outlineOffset="2px"
            _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
            onClick={() => updateSettings({ themeColor: color })}
          />
        ))}
        <Input
          type="color"
          aria-label={t('settings.themeColor')}
          value={themeColor}
          onChange={(event) => updateSettings({ themeColor: event.target.value.toUpperCase() })}
          w="10"
          h="7"
          p="0.5"
          size="xs"
          data-testid="theme-color-input"
        />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('settings.themeColor.tip')}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Text fontSize="sm" fontWeight="600" mb="3">
        {title}
      </Text>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** The settings drawer (300 px): every change applies at once and persists. */
export function SettingsDrawer() {
  const { t } = useConsoleT();
  const settings = useAtomValue(appSettingsAtom);
  const close = () => updateSettings({ globalSettings: false });

  const copy = async () => {
    const { globalSettings: _open, ...rest } = readSettings();
    try {
      await navigator.clipboard.writeText(JSON.stringify(rest, null, 2));
      notify('success', t('settings.copySettings.done'));
    } catch {
      notify('error', t('settings.copySettings.failed'));
    }
  };

  return (
    <Drawer.Root
      open={settings.globalSettings}
      onOpenChange={(details) => updateSettings({ globalSettings: details.open })}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            w={`${SETTINGS_DRAWER_WIDTH}px`}
            maxW={`${SETTINGS_DRAWER_WIDTH}px`}
            data-testid="settings-drawer"
          >
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="4">
              <Drawer.Title fontSize="md">{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5">
              <Stack gap="6">
                <Section title={t('settings.themeColor')}>
                  <ThemeColor />
                </Section>
                <Section title={t('settings.content')}>
                  <SettingSwitch field="navbar" label={t('settings.navbar')} />
                  <SettingSwitch field="search" label={t('settings.search')} />
                  <SettingSwitch field="menu" label={t('settings.menu')} />
                  <SettingSwitch field="topMenu" label={t('settings.topMenu')} />
                  <SettingSwitch field="tabBar" label={t('settings.tabBar')} />
                  <SettingSwitch field="footer" label={t('settings.footer')} />
                  <MenuWidthInput />
                </Section>
                <Section title={t('settings.other')}>
                  <Flex justify="space-between" align="center">
                    <Text fontSize="sm">{t('settings.language')}</Text>
                    <LocaleSwitch variant="outline" />
                  </Flex>
                  <SettingSwitch field="colorWeak" label={t('settings.colorWeak')} />
                  <SettingSwitch field="menuFromServer" label={t('settings.menuFromServer')} />
                </Section>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted" py="3">
              <Button variant="outline" size="sm" onClick={close}>
                {t('settings.cancel')}
              </Button>
              <Button colorPalette="brand" size="sm" onClick={() => void copy()}>
                <Icon name="file" />
                {t('settings.copySettings')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
