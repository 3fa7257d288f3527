import { getSiteConfig } from '@site/shared/core';
import { gameContent } from '../../../config/game-content';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import { CharacterGallery } from './characters/character-gallery';
import { FeatureList } from './feature-list/feature-list';
import { KeyVisual } from './key-visual/key-visual';
import { PlatformLinks } from './platform-links/platform-links';
import { NewsSection } from '../../notices';
import { PreregistrationSection } from '../../preregistration';
import { TrailerSlot } from './trailer/trailer-slot';
import { WorldSection } from './world/world-section';
import { HeroActions } from './hero-actions';
import { MobileCtaBar } from './mobile-cta-bar';
import styles from './landing-content.module.css';

const ART_LABEL =
  '星環の輝く夜空、雲海に浮かぶ天空都市と、崖の上からそれを見つめる少女を描いたキービジュアル';

/** The landing page: key visual, pre-registration, news, world, characters, features, movie and links. */
export function LandingContent() {
  const site = getSiteConfig();
  const { layout } = useSite();
  return (
    <>
      <KeyVisual
        eyebrow={gameContent.genre}
        title={site.gameName}
        subtitle={site.gameNameEn}
        lead={site.catchCopy}
        note={[gameContent.releaseNote, gameContent.platformsNote]}
        artLabel={ART_LABEL}
        actions={<HeroActions />}
      />
      {layout === 'mobile' ? (
        <>
          <PreregistrationSection />
          <NewsSection />
        </>
      ) : (
        <>
          <NewsSection />
          <PreregistrationSection />
        </>
      )}
      <WorldSection />
      <CharacterGallery />
      <FeatureList />
      <TrailerSlot />
      <PlatformLinks />
      {layout === 'mobile' ? <MobileCtaBar /> : null}
    </>
  );
}

/** The campaign variant (isXYQ): its own headline and rewards, and its campaign code sent with the form. */
export function CampaignContent() {
  const t = useText();
  const site = getSiteConfig();
  const { layout } = useSite();
  const { campaign } = gameContent;
  return (
    <>
      <KeyVisual
        eyebrow={campaign.eyebrow}
        title={campaign.titlePhrases}
        subtitle={site.gameNameEn}
        lead={campaign.lead}
        note={campaign.period}
        artLabel={ART_LABEL}
        actions={<HeroActions />}
      >
        <p className={styles.gameName}>{site.gameName}</p>
      </KeyVisual>
      <PreregistrationSection
        title={campaign.title}
        lead={site.catchCopy}
        rewards={campaign.rewards}
        rewardsLabel={t('sections.campaignRewards')}
        campaign={campaign.code}
      >
        <ul className={styles.notes}>
          {campaign.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </PreregistrationSection>
      <FeatureList />
      <CharacterGallery />
      <NewsSection />
      <PlatformLinks />
      {layout === 'mobile' ? <MobileCtaBar /> : null}
    </>
  );
}
