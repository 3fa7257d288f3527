/**
 * Copy of the game site that is not part of the server's site config (name, catch copy, game URL come from
 * getSiteConfig()). Components read from here; nothing below is hard-coded inside a component.
 */

export interface Character {
  id: string;
  name: string;
  /** Reading shown as ruby-like small text. */
  reading: string;
  /** Epithet, e.g. 星詠みの巫女. */
  epithet: string;
  voice: string;
  description: string;
  /** Portrait colours: background, hair, accent (outfit and emblem). */
  palette: { sky: string; hair: string; accent: string; skin: string };
  emblem: 'star' | 'bow' | 'sword' | 'moon' | 'shadow';
  hairStyle: 'long' | 'short';
}

export interface Feature {
  id: string;
  title: string;
  text: string;
  icon: 'compass' | 'cards' | 'guild' | 'devices';
}

export interface ExternalLink {
  id: string;
  label: string;
  href: string;
  /** Short text for screen readers when the label alone is not enough. */
  note?: string;
}

export interface Reward {
  threshold: string;
  reward: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export const gameContent = {
  genre: 'スターファンタジーRPG',
  releaseNote: '2026年 サービス開始予定',
  platformsNote: 'PCブラウザ / スマートフォンブラウザ 対応',
  copyright: '© 2026 ASTREA PROJECT / Hoshiyomi Games',

  world: {
    lead: '星が記憶を宿す世界「アストラリア」。',
    paragraphs: [
      '夜空に輝く星々は、かつて生きた人々の記憶そのもの。星詠みの巫女たちはその声を聴き、世界の均衡を守ってきた。',
      'しかしある夜、空の星図が砕け、星々は次々と光を失いはじめる。記憶を失った街は色を失い、人々は大切な誰かの名前さえ思い出せなくなっていく。',
      '最後の星詠みの巫女アストレアと出会ったあなたは、散らばった星図の欠片を求め、夜明けの空へと旅立つ――。',
    ],
    keywords: [
      { term: '星図（アストロマップ）', text: '世界中の星の記憶を結ぶ地図。砕けた欠片は各地に散らばった。' },
      { term: '星詠み', text: '星の声を聴き、記憶を紡ぐ力を持つ者。今ではわずかしか残っていない。' },
      { term: '天空都市ルミナス', text: '雲海の上に浮かぶ星詠みの聖地。物語はここから始まる。' },
    ],
  },

  characters: [
    {
      id: 'astrea',
      name: 'アストレア',
      reading: 'Astrea',
      epithet: '星詠みの巫女',
      voice: '水瀬 ひかり',
      description:
        '星の声を聴く最後の巫女。失われた星図を取り戻すため、主人公と共に旅立つ。穏やかだが、決めたことは曲げない芯の強さを持つ。',
      palette: { sky: '#3b3f8f', hair: '#e9dcc0', accent: '#e3c27a', skin: '#f6e3d3' },
      emblem: 'star',
      hairStyle: 'long',
    },
    {
      id: 'rize',
      name: 'リゼ',
      reading: 'Rize',
      epithet: '蒼穹の射手',
      voice: '朝霧 こはる',
      description:
        '天空都市の守備隊に所属する弓の名手。明るく面倒見がよいが、星図が砕けた夜のことを誰にも話そうとしない。',
      palette: { sky: '#1f5f8f', hair: '#5fb4e8', accent: '#9fe0ff', skin: '#f7e2d2' },
      emblem: 'bow',
      hairStyle: 'long',
    },
    {
      id: 'kain',
      name: 'カイン',
      reading: 'Kain',
      epithet: '黎明の騎士',
      voice: '榊 蒼真',
      description: '滅びた王国の生き残りを名乗る寡黙な剣士。星図の欠片を狙う者たちと因縁があるらしい。',
      palette: { sky: '#5a2a3f', hair: '#3a2a2a', accent: '#e58b6b', skin: '#eed2bd' },
      emblem: 'sword',
      hairStyle: 'short',
    },
    {
      id: 'mira',
      name: 'ミラ',
      reading: 'Mira',
      epithet: '月影の錬金術師',
      voice: '白石 ゆな',
      description:
        '星の光を薬や道具に変える天才錬金術師。好奇心のままに旅へ同行するが、その知識は一行を何度も救う。',
      palette: { sky: '#2f5a4f', hair: '#c7b6f2', accent: '#8fe3c0', skin: '#f8e6d8' },
      emblem: 'moon',
      hairStyle: 'long',
    },
    {
      id: 'nox',
      name: 'ノクス',
      reading: 'Nox',
      epithet: '宵闇の旅人',
      voice: '黒瀬 迅',
      description: '星の光を喰らう影を従える謎の青年。敵か味方か――その瞳は、誰よりも深く夜空を見つめている。',
      palette: { sky: '#24203f', hair: '#1d1b2e', accent: '#b28cff', skin: '#e6d2c6' },
      emblem: 'shadow',
      hairStyle: 'short',
    },
  ] satisfies Character[],

  features: [
    {
      id: 'story',
      title: 'フルボイスで紡ぐ星の物語',
      text: 'メインストーリーは全編フルボイス。砕けた星図をめぐる壮大な冒険を、豪華声優陣が彩ります。',
      icon: 'compass',
    },
    {
      id: 'battle',
      title: '星座を描く戦略バトル',
      text: 'キャラクターのスキルを線で結び、星座を完成させると強力な連携技が発動。編成と順番が勝敗を分けます。',
      icon: 'cards',
    },
    {
      id: 'guild',
      title: 'ギルドで挑む星喰いの獣',
      text: '最大30人のギルドで巨大ボス「星喰い」に挑戦。協力して得た星晶で、天空都市を発展させましょう。',
      icon: 'guild',
    },
    {
      id: 'devices',
      title: 'PCでもスマホでも',
      text: 'インストール不要のブラウザゲーム。PCとスマートフォンで同じデータを使って、いつでもどこでも遊べます。',
      icon: 'devices',
    },
  ] satisfies Feature[],

  trailer: {
    title: 'プロモーションムービー',
    status: 'プロモーションムービーは近日公開予定です。公開まで今しばらくお待ちください。',
  },

  preregistration: {
    title: '事前登録受付中',
    lead: 'メールアドレスを登録すると、サービス開始時にお知らせをお届けします。登録者数に応じて全員に報酬をプレゼント！',
    rewards: [
      { threshold: '5万人', reward: '星晶石 ×300' },
      { threshold: '10万人', reward: '★4キャラクター「蒼穹の射手 リゼ」' },
      { threshold: '20万人', reward: '限定衣装「星祭りの夜」' },
    ] satisfies Reward[],
  },

  campaign: {
    /** Sent with the pre-registration so the campaign's sign-ups can be counted. */
    code: 'xyq2026',
    eyebrow: 'SPECIAL CAMPAIGN',
    title: '星祭り事前登録キャンペーン',
    /** The title in phrases, so a narrow screen wraps it between words. */
    titlePhrases: ['星祭り', '事前登録', 'キャンペーン'],
    lead: 'キャンペーンページから事前登録すると、通常の達成報酬に加えて限定の特典をプレゼント。',
    period: '受付期間：2026年5月1日（金）〜 サービス開始前日まで',
    rewards: [
      { threshold: 'キャンペーン限定', reward: '称号「星祭りの先駆け」' },
      { threshold: 'キャンペーン限定', reward: '★5確定 星詠み召喚チケット ×1' },
      { threshold: '登録者全員', reward: '星晶石 ×500' },
    ] satisfies Reward[],
    notes: [
      '特典はサービス開始後、ゲーム内のプレゼントボックスにお届けします。',
      'キャンペーン特典はお一人様1回限りです。',
    ],
  },

  registerComplete: {
    thanks:
      '事前登録ありがとうございます！サービス開始の際は、ご登録のメールアドレスにお知らせをお送りします。',
    shareText: '新作スターファンタジーRPGの事前登録をしました！登録者数に応じて全員に報酬プレゼント',
    shareHashtags: ['星詠みのアストレア', '事前登録'],
  },

  play: {
    pcSteps: [
      {
        title: 'DMM GAMESにログイン',
        text: 'PCのブラウザでDMM GAMESにアクセスし、DMMアカウントでログインします。',
      },
      {
        title: 'ゲームページを開く',
        // {{start}}: the start button's own label; the button is above the steps in both layouts.
        text: '上の「{{start}}」ボタンから、ゲームページを開きます。',
      },
      { title: 'プレイ開始', text: '利用規約に同意すると、インストールなしですぐに遊べます。' },
    ] satisfies Step[],
    phoneSteps: [
      {
        title: 'ブラウザでアクセス',
        text: 'スマートフォンのブラウザ（Safari / Chrome）でこのページを開きます。',
      },
      {
        title: 'ログイン',
        text: 'DMMアカウントでログインします。PCと同じアカウントでデータを共有できます。',
      },
      { title: 'ホーム画面に追加', text: 'ホーム画面に追加すると、次回からアプリのようにすぐ起動できます。' },
    ] satisfies Step[],
    requirements: [
      {
        device: 'PC',
        rows: [
          { label: 'OS', value: 'Windows 10 / 11、macOS 13 以降' },
          { label: 'ブラウザ', value: 'Google Chrome、Microsoft Edge、Safari の最新版' },
          { label: 'CPU', value: 'Intel Core i5 相当以上' },
          { label: 'メモリ', value: '8GB 以上' },
          { label: '通信環境', value: 'ブロードバンド回線（10Mbps 以上推奨）' },
        ],
      },
      {
        device: 'スマートフォン',
        rows: [
          { label: 'iOS', value: 'iOS 16 以降（Safari）' },
          { label: 'Android', value: 'Android 11 以降（Google Chrome）' },
          { label: 'メモリ', value: '4GB 以上推奨' },
          { label: '通信環境', value: 'Wi-Fi または 4G / 5G 回線' },
        ],
      },
    ],
    maintenance: {
      title: 'ただいまメンテナンス中です',
      text: 'ご迷惑をおかけしております。終了時刻や詳細はお知らせをご確認ください。',
    },
  },

  datalink: {
    lead: 'DMM GAMES版と他のプラットフォーム版の間で、同じゲームデータを引き継いで遊ぶことができます。',
    steps: [
      {
        title: '連携元でIDを発行',
        text: 'いま遊んでいる環境でゲームを起動し、「メニュー」→「データ連携」→「連携IDを発行」を選びます。',
      },
      {
        title: 'パスワードを設定',
        text: '8〜16文字の英数字でパスワードを設定し、表示された連携IDを控えます。',
      },
      {
        title: '連携先でデータを入力',
        text: '連携先の環境でゲームを起動し、タイトル画面の「データ連携」から連携IDとパスワードを入力します。',
      },
      {
        title: '連携完了',
        text: '確認画面で内容を確かめて「連携する」を選ぶと完了です。以後は両方の環境で同じデータを遊べます。',
      },
    ] satisfies Step[],
    faqs: [
      {
        question: '有償の星晶石も引き継げますか？',
        answer:
          '無償の星晶石は引き継げます。有償の星晶石は購入したプラットフォームでのみ使用できます（資金決済法に基づく取扱いのため）。',
      },
      {
        question: '連携IDの有効期限はありますか？',
        answer: '発行から72時間です。期限が切れた場合は、もう一度発行してください。',
      },
      {
        question: 'パスワードを忘れてしまいました。',
        answer: '連携元の環境で連携IDを再発行すると、新しいパスワードを設定できます。',
      },
      {
        question: '連携後に元の環境でも遊べますか？',
        answer:
          'はい。連携後はどちらの環境でも同じデータで遊べます。ただし同時にログインすることはできません。',
      },
    ] satisfies Faq[],
  },

  platforms: [
    { id: 'dmm', label: 'DMM GAMES', href: 'https://games.dmm.com/', note: 'PC・スマートフォンブラウザ版' },
    { id: 'steam', label: 'Steam', href: 'https://store.steampowered.com/', note: '配信予定' },
  ] satisfies ExternalLink[],

  sns: [
    { id: 'x', label: 'X（旧Twitter）', href: 'https://x.com/astrea_game_jp' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@astrea_game_jp' },
    { id: 'discord', label: 'Discord', href: 'https://discord.gg/astrea-game' },
  ] satisfies ExternalLink[],
};

export type GameContent = typeof gameContent;
