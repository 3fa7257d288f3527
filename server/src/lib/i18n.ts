// The console speaks en-US and zh-CN (SPEC section 9). Messages are written in English in the code; this is the
// zh-CN text of each, keyed by the English template. Field-naming validation messages stay English.
export type Locale = 'en-US' | 'zh-CN';

export type MessageParams = Record<string, string | number>;

const zhCN: Record<string, string> = {
  'Not logged in': '未登录',
  'Username cannot be empty': '用户名不能为空',
  'Password cannot be empty': '密码不能为空',
  'Wrong username or password': '账号或者密码错误',
  'This action needs the admin role': '此操作需要管理员角色',
  'Requests from other sites are refused': '拒绝来自其他网站的请求',
  'Only an administrator can switch to the admin role': '只有管理员可以切换到管理员角色',
  'Old password is incorrect': '原密码错误',
  'The new password must differ from the old one': '新密码不能与原密码相同',
  'Unknown message ids: {ids}': '未知的消息 ID：{ids}',
  'Notice {id} not found': '公告 {id} 不存在',
  'This reset code is not valid or has expired': '重置码无效或已过期',
  'The two passwords do not match': '两次输入的密码不一致',
  'Account request {id} not found': '账号申请 {id} 不存在',
  'Request {id} has already been answered': '申请 {id} 已处理',
  'Request {id} is not a registration': '申请 {id} 不是注册申请',
  'Request {id} is not a password reset': '申请 {id} 不是密码重置申请',
  'The username {username} is already taken': '用户名 {username} 已被使用',
  'No account has the username {username}': '没有用户名为 {username} 的账号',
  'Too many login attempts, try again in {seconds} s': '登录尝试过于频繁，请 {seconds} 秒后再试',
  'Too many requests, try again in {seconds} s': '请求过于频繁，请 {seconds} 秒后再试',
  'Request body is too large': '请求体过大',
  'Request body is not valid JSON': '请求体不是有效的 JSON',
  'Request body has a "__proto__" or "constructor.prototype" key, which is refused':
    '请求体含有 "__proto__" 或 "constructor.prototype" 键，已被拒绝',
  'The address is not valid: {path}': '地址无效：{path}',
  'The address is not allowed: {path}': '不允许访问该地址：{path}',
  'No such resource: {path}': '资源不存在：{path}',
  'The method {method} is not allowed here': '此处不允许 {method} 方法',
  'A record with the same value exists already': '已存在相同值的记录',
  'A value in the request is not allowed here': '请求中的某个值不被允许',
  'Internal server error': '服务器内部错误',
  'Service temporarily unavailable': '服务暂时不可用',
};

/** zh-CN when the caller's Accept-Language starts with "zh", else en-US. */
export function localeFrom(acceptLanguage: string | string[] | undefined): Locale {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return value?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function translate(locale: Locale, template: string, params?: MessageParams): string {
  const text = locale === 'zh-CN' ? (zhCN[template] ?? template) : template;
  return formatMessage(text, params);
}
