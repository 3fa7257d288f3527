import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConsoleRoot } from '../components/console-root';
import { LazyLocaleSwitch } from '../components/lazy-locale-switch';
import { Logo } from '../components/logo';
import { notify } from '../components/toaster';
import { useConsoleT } from '../i18n/texts';
import { syncFirstViewCookie } from '../state/first-view-cookie';
import { readSettings } from '../state/settings';
import { REMEMBERED_USERNAME_KEY, readStored, writeStored } from '../state/storage';
import { WORKPLACE_PATH } from '../state/paths';
import { login } from '../state/user';

/** Only a path on this site: "//evil.example" or "https://..." must not become an open redirect. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return WORKPLACE_PATH;
  }
  if (target === '/login' || target.startsWith('/login?')) return WORKPLACE_PATH;
  return target;
}

const SLIDES = [1, 2, 3] as const;

function Banner() {
  const { t } = useConsoleT();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % SLIDES.length), 5000);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Flex
      as="section"
      aria-roledescription="carousel"
      aria-label={t('login.banner.label')}
      direction="column"
      justify="center"
      align="center"
      position="relative"
      overflow="hidden"
      w={{ base: 'full', lg: '550px' }}
      flexShrink={0}
      minH={{ base: '0', lg: '100vh' }}
      pt={{ base: '16', lg: '0' }}
      pb={{ base: '6', lg: '0' }}
      px="10"
      color="white"
      bgImage="linear-gradient(163deg, #1d2b52 0%, #1a3d8f 55%, #165dff 100%)"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box
        position="absolute"
        top="-120px"
        right="-120px"
        w="360px"
        h="360px"
        rounded="full"
        bg="whiteAlpha.100"
      />
      <Box
        position="absolute"
        bottom="-80px"
        left="-60px"
        w="260px"
        h="260px"
        rounded="full"
        bg="whiteAlpha.100"
      />
      <Box position="absolute" top={{ base: '4', lg: '6' }} left={{ base: '6', lg: '8' }}>
        <Logo title={t('app.title')} color="white" />
      </Box>
      <Box
        display={{ base: 'none', lg: 'block' }}
        mb="10"
        w="240px"
        h="180px"
        position="relative"
        aria-hidden="true"
      >
        <svg viewBox="0 0 240 180" width="240" height="180">
          <rect x="10" y="20" width="220" height="140" rx="12" fill="rgba(255,255,255,0.12)" />
          <rect x="26" y="40" width="90" height="10" rx="5" fill="rgba(255,255,255,0.55)" />
          <rect x="26" y="60" width="60" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
          <polyline
            points="26,136 62,110 96,120 130,86 164,96 212,58"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="212" cy="58" r="7" fill="#fff" />
          <rect x="150" y="36" width="64" height="36" rx="8" fill="rgba(255,255,255,0.2)" />
        </svg>
      </Box>
      <Box
        position="relative"
        textAlign="center"
        minH="5.5em"
        w="full"
        maxW="380px"
        aria-live={paused ? 'polite' : 'off'}
      >
        {SLIDES.map((n, i) => (
          <Box
            key={n}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${SLIDES.length}`}
            aria-hidden={i !== active}
            position={i === active ? 'relative' : 'absolute'}
            inset="0"
            opacity={i === active ? 1 : 0}
            transition="opacity 0.5s"
            visibility={i === active ? 'visible' : 'hidden'}
          >
            <Text fontSize={{ base: 'lg', lg: 'xl' }} fontWeight="600" lineHeight="1.4">
              {t(`login.banner.slogan${n}`)}
            </Text>
            <Text mt="2" fontSize="sm" color="whiteAlpha.800">
              {t(`login.banner.sub${n}`)}
            </Text>
          </Box>
        ))}
      </Box>
      <HStack gap="2" mt="6">
        {SLIDES.map((n, i) => (
          <Box
            as="button"
            key={n}
            aria-label={t('login.banner.goto', { n })}
            aria-current={i === active}
            onClick={() => setActive(i)}
            w={i === active ? '24px' : '10px'}
            h="6px"
            rounded="full"
            bg={i === active ? 'white' : 'whiteAlpha.500'}
            transition="all 0.3s"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
          />
        ))}
      </HStack>
    </Flex>
  );
}

function LoginForm() {
  const { t, i18n } = useConsoleT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = readStored<string>(REMEMBERED_USERNAME_KEY) ?? '';
  const [username, setUsername] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : t('login.username.required'),
      password: password ? undefined : t('login.password.required'),
    };
    setErrors(next);
    setFailure('');
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await login(username.trim(), password);
      // Only the username is remembered, never the password.
      writeStored(REMEMBERED_USERNAME_KEY, remember ? username.trim() : undefined);
      syncFirstViewCookie({
        locale: i18n.language,
        settings: readSettings(),
        rememberedUsername: remember,
      });
      notify('success', t('login.welcome'));
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('login.error');
      setFailure(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={(event: FormEvent) => void submit(event)} noValidate w="full" maxW="320px">
      <Heading as="h1" size="xl" fontWeight="600" color="fg">
        {t('login.title')}
      </Heading>
      <Text mt="1" color="fg.muted" fontSize="sm">
        {t('login.subtitle')}
      </Text>
      <Text role="alert" minH="6" mt="4" mb="1" fontSize="sm" color="fg.error">
        {failure}
      </Text>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.username)}>
          <Field.Label srOnly>{t('login.username')}</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            placeholder={t('login.username.placeholder')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            bg="bg.muted"
            borderColor="transparent"
            _focusVisible={{ bg: 'bg', borderColor: 'brand.solid', focusRingColor: 'brand.solid' }}
          />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label srOnly>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('login.password.placeholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            bg="bg.muted"
            borderColor="transparent"
            _focusVisible={{ bg: 'bg', borderColor: 'brand.solid', focusRingColor: 'brand.solid' }}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Flex justify="space-between" align="center">
          <Checkbox.Root
            size="sm"
            colorPalette="brand"
            checked={remember}
            onCheckedChange={(details) => setRemember(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('login.remember')}</Checkbox.Label>
          </Checkbox.Root>
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            onClick={() => notify('info', t('login.forgot.hint'))}
          >
            {t('login.forgot')}
          </Button>
        </Flex>
        <Button type="submit" colorPalette="brand" w="full" loading={busy}>
          {t('login.submit')}
        </Button>
        <Button
          variant="ghost"
          w="full"
          color="fg.muted"
          onClick={() => notify('info', t('login.register.hint'))}
        >
          {t('login.register')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export default function LoginPage() {
  const { t } = useConsoleT();
  return (
    <ConsoleRoot>
      <Flex minH="100vh" direction={{ base: 'column', lg: 'row' }} bg="bg">
        <Banner />
        <Flex as="main" flex="1" direction="column" position="relative" px="6" py={{ base: '6', lg: '0' }}>
          <Flex justify="flex-end" pt={{ base: '0', lg: '5' }} pr={{ base: '0', lg: '5' }}>
            <LazyLocaleSwitch />
          </Flex>
          <Flex flex="1" align="center" justify="center" py="8">
            <LoginForm />
          </Flex>
          <Text textAlign="center" fontSize="xs" color="fg.muted" pb="5">
            {t('footer.text')}
          </Text>
        </Flex>
      </Flex>
    </ConsoleRoot>
  );
}
