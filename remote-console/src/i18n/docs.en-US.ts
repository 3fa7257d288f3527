/**
 * The console's help documents in English (features/docs). A section's text is paragraphs separated by blank lines;
 * a paragraph whose lines all start with "- " is a list, with "1. " a numbered one. {{game}} is the game's name.
 */
const enUS: Record<string, string> = {
  'docs.nav': 'Documents',
  'docs.onThisPage': 'Other documents',

  'docs.overview.title': 'Product overview',
  'docs.overview.intro':
    "This console is where the staff of {{game}} run the game's web site: the pages players read in Japanese, and the data behind them.",
  'docs.overview.s1.title': 'What the site offers players',
  'docs.overview.s1.body':
    '- The landing page and the play page, for PC and for phones\n- Announcements (news, maintenance, events, updates), each with a page of its own\n- Pre-registration by e-mail, with its completion pages\n- The questionnaire report, and the legal pages: terms, privacy policy, commercial transactions, derivative-work guidelines and payment services',
  'docs.overview.s2.title': 'What the console offers staff',
  'docs.overview.s2.body':
    "- Workplace: today's figures, pre-registrations of the last 8 days, popular content, announcements by category, and every content project\n- Data Visualization: pre-registrations by day, source and platform, and the questionnaire's answers\n- Announcements (admins, under List, Form and Profile): search, write, schedule, edit and delete, with each announcement's history of edits\n- Monitor (admins): the live version of each part of the site, its release history, and a rollback\n- User Center: your profile and password, all your messages, and (admins) account requests",
  'docs.overview.s3.title': 'Roles',
  'docs.overview.s3.body':
    'Every account has a role. A user sees the workplace, the charts, the questionnaire and their own User Center. An admin also manages announcements and releases and answers account requests.\n\nAn admin can act as a user for a while (avatar menu, "Switch roles") to see the console as a user sees it, and switch back.',
  'docs.overview.s4.title': 'Languages and settings',
  'docs.overview.s4.body':
    'The console speaks English and Simplified Chinese (the language button in the navbar); the pages players see are in Japanese.\n\nThe settings drawer (the gear) changes the theme colour, dark mode, where the menu is and how wide, and which parts of the layout show. Settings are kept in this browser.',

  'docs.guide.title': 'User guide',
  'docs.guide.intro': 'The everyday tasks in the console, step by step.',
  'docs.guide.s1.title': 'Signing in and out',
  'docs.guide.s1.body':
    'Sign in on the login page with your username and password. A session ends after two hours without use, and after seven days at the latest; sign out from the avatar menu.\n\nNo account yet? "Register account" on the login page sends a request to the administrators. Forgot your password? "Forgot password" asks them for a one-time reset code, which you enter on the reset page with a new password.',
  'docs.guide.s2.title': 'Messages',
  'docs.guide.s2.body':
    '- The bell in the navbar counts your unread messages, notices and to-dos\n- Opening a message marks it read; "All read" marks a whole tab\n- "Clear" takes a tab\'s messages out of your list for good\n- "View more" opens the page with all your messages, ten at a time',
  'docs.guide.s3.title': 'Writing an announcement (admins)',
  'docs.guide.s3.body':
    '1. List, Search Table: every announcement; search by title or text, filter by status and category\n2. "Create" opens the form: a title, the text in Markdown, a category, draft or published, and when it goes out\n3. A published announcement with a time in the future is scheduled: players see it from that time on\n4. Profile, Notice Profile: an announcement with the history of its edits',
  'docs.guide.s4.title': 'Reading the figures',
  'docs.guide.s4.body':
    "The workplace compares today's new comments with yesterday's, and counts pending orders, content online and content being promoted. The charts count pre-registrations per calendar day in Japan time.",
  'docs.guide.s5.title': 'Your account',
  'docs.guide.s5.body':
    'User Center, User Settings: your profile and your password. Changing the password signs out your other sessions.',

  'docs.workflow.title': 'Workflow',
  'docs.workflow.intro': 'How work moves through the console, from a request to what players see.',
  'docs.workflow.s1.title': 'Announcements',
  'docs.workflow.s1.body':
    "1. A draft is written and reviewed in the console; players never see drafts\n2. It is published, at once or at a set time\n3. It appears in the landing page's news and on its own page, on PC and on phones\n4. Corrections are edits, each recorded with who made it and when; a deleted announcement disappears for players, its history stays",
  'docs.workflow.s2.title': 'New staff accounts',
  'docs.workflow.s2.body':
    '1. The new colleague asks for an account on the login page ("Register account"), choosing a username and a password\n2. An administrator finds the request in User Center, Account Requests, and approves it, or rejects it (for instance when the username is taken)\n3. Once approved, the colleague signs in with that username and password, as a user',
  'docs.workflow.s3.title': 'Forgotten passwords',
  'docs.workflow.s3.body':
    '1. The colleague sends "Forgot password" with their username and how to reach them\n2. An administrator issues a one-time reset code in Account Requests and gives it to them in person, or over a channel they already share\n3. Within 24 hours the colleague enters the code and a new password on the reset page; every session of the account is signed out\n\nThe login page never tells whether a username exists: whoever asks gets the same answer.',
  'docs.workflow.s4.title': 'Releasing a part of the site',
  'docs.workflow.s4.body':
    'The player pages, the legal pages and this console are released separately. A release is live for every page loaded after it. The Monitor page shows the live version of each part and its history, and an admin can roll back to the version before in one step.',

  'docs.api.title': 'Interface docs',
  'docs.api.intro':
    "The console and the player pages use the site's own HTTP API. Its full description, generated from the schemas the server checks every request with, is the OpenAPI document.",
  'docs.api.openapi': 'Open the OpenAPI document (JSON)',
  'docs.api.s1.title': 'Answers',
  'docs.api.s1.body':
    'Every answer is JSON: { code, msg, data }. Code 0 is success. Otherwise msg says what went wrong, in the language the request asks for (Accept-Language), and data is null.\n\n- 400 with code 40000: a field is wrong; the message names it\n- 401 with code 50008: not signed in\n- 403 with code 40300: the role may not do this\n- 429 with code 42900: over a limit; Retry-After says how long to wait',
  'docs.api.s2.title': 'Signing in from a script',
  'docs.api.s2.body':
    'An API client posts a username, a password and "bearer": true to POST /api/user/login and gets a token: send it as "Authorization: Bearer <token>". In the browser the session is a cookie no script can read (the answer holds no token), and a request that changes something must come from the site\'s own pages.',
  'docs.api.s3.title': 'Limits',
  'docs.api.s3.body':
    'Sign-ins, account requests and password resets count together, per address (10 a minute unless configured otherwise) and for the whole server.',
  'docs.api.s4.title': 'Endpoints',
  'docs.api.s4.body': 'Every endpoint this server answers, read from its OpenAPI document:',
  'docs.api.method': 'Method',
  'docs.api.path': 'Path',
  'docs.api.fields': 'Parameters',
  'docs.api.count': '{{count}} endpoints',
  'docs.api.loadError': 'The OpenAPI document could not be loaded: {{message}}',
};

export default enUS;
