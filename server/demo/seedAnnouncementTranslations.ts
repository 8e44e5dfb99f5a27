/**
 * Translations of the seeded announcements (migration 011, issue 14 item 14): "demo" (English)
 * in Vietnamese, Simplified Chinese, Spanish and Arabic, "demokr" (Korean) in English. Keyed by
 * the title of the row they translate; `[title, content paragraphs…]`. What is left out (the
 * hostile notice, promotions, most guest popups in Arabic) shows in the default language: the
 * fallback the list is built for (server/domains/announcements/localise.ts).
 */
type Text = readonly [title: string, ...paragraphs: string[]];
type Translations = Record<string, Partial<Record<string, Text>>>;

const DEMO: Translations = {
  '10,000 slots are waiting': {
    VI: ['10.000 trò slot đang chờ bạn'],
    CN: ['10,000 款老虎机等你来玩'],
    ES: ['10.000 tragamonedas te esperan'],
    AR: ['10,000 لعبة سلوت بانتظارك'],
  },
  'Mahjong Ways: play it now': {
    VI: ['Mahjong Ways: chơi ngay'],
    CN: ['麻将之路：立即开玩'],
    ES: ['Mahjong Ways: juega ya'],
    AR: ['ماهجونغ ويز: العب الآن'],
  },
  'Live tables every night': {
    VI: ['Bàn live mỗi tối', 'Baccarat, roulette và rồng hổ từ chín sảnh live.'],
    CN: ['每晚真人牌桌', '来自九个真人工作室的百家乐、轮盘和龙虎。'],
    ES: ['Mesas en vivo cada noche', 'Baccarat, ruleta y dragón tigre de nueve estudios en vivo.'],
    AR: ['طاولات مباشرة كل ليلة', 'باكارات وروليت وتنين ونمر من تسعة استوديوهات مباشرة.'],
  },
  'Weekend reload bonus': {
    VI: ['Thưởng nạp lại cuối tuần'],
    CN: ['周末续存奖金'],
    ES: ['Bono de recarga de fin de semana'],
    AR: ['مكافأة إعادة الإيداع في عطلة نهاية الأسبوع'],
  },
  'Log in for your daily reward': {
    VI: ['Đăng nhập để nhận thưởng mỗi ngày'],
    CN: ['登录领取每日奖励'],
    ES: ['Inicia sesión para tu premio diario'],
    AR: ['سجّل الدخول لمكافأتك اليومية'],
  },
  'Register today: a welcome bonus': {
    VI: ['Đăng ký hôm nay: nhận thưởng chào mừng'],
    CN: ['今日注册：送欢迎奖金'],
    ES: ['Regístrate hoy: bono de bienvenida'],
    AR: ['سجّل اليوم: مكافأة ترحيب'],
  },
  'Invite friends, earn together': {
    VI: ['Mời bạn bè, cùng nhận thưởng'],
    CN: ['邀请好友，一起赚'],
    ES: ['Invita a tus amigos y ganad juntos'],
    AR: ['ادعُ أصدقاءك واربحوا معًا'],
  },
  'Back in the game in a minute': {
    VI: ['Quay lại cuộc chơi trong một phút'],
    CN: ['一分钟重返游戏'],
    ES: ['De vuelta al juego en un minuto'],
    AR: ['عد إلى اللعب خلال دقيقة'],
  },
  'Scheduled maintenance on Sunday': {
    VI: [
      'Bảo trì định kỳ vào Chủ nhật',
      'Trang web tạm ngừng vào Chủ nhật từ <strong>02:00 đến 04:00 UTC</strong> để nâng cấp.',
      'Số dư được giữ an toàn và các ván đang mở được thanh toán trước.',
    ],
    CN: [
      '周日例行维护',
      '本站将于周日 <strong>02:00 至 04:00 UTC</strong> 暂停服务进行升级。',
      '余额安全无虞，未结算的牌局会先行结算。',
    ],
    ES: [
      'Mantenimiento programado el domingo',
      'El sitio estará fuera de línea el domingo de <strong>02:00 a 04:00 UTC</strong> por mejoras.',
      'Los saldos están a salvo y las rondas abiertas se liquidan antes.',
    ],
    AR: [
      'صيانة مجدولة يوم الأحد',
      'سيتوقف الموقع يوم الأحد من <strong>02:00 إلى 04:00 UTC</strong> للترقية.',
      'الأرصدة آمنة والجولات المفتوحة تُسوّى أولًا.',
    ],
  },
  'New slot vendors': {
    VI: ['Nhà cung cấp slot mới', 'Slot của BGS, GG và TGP đã có trong sảnh.', '<a href="/rng">Xem các trò slot</a>'],
    CN: ['新的老虎机供应商', 'BGS、GG 和 TGP 的老虎机已上线大厅。', '<a href="/rng">浏览老虎机</a>'],
    ES: [
      'Nuevos proveedores de tragamonedas',
      'Las tragamonedas de BGS, GG y TGP ya están en el lobby.',
      '<a href="/rng">Ver las tragamonedas</a>',
    ],
    AR: ['مزودو سلوت جدد', 'ألعاب سلوت من BGS وGG وTGP متاحة الآن في الردهة.', '<a href="/rng">تصفح ألعاب السلوت</a>'],
  },
  'Welcome to Demo Casino': {
    VI: ['Chào mừng đến Demo Casino', 'Đăng ký trong một phút và bắt đầu với thưởng chào mừng.'],
    CN: ['欢迎来到 Demo Casino', '一分钟完成注册，领取欢迎奖金开始游戏。'],
    ES: ['Bienvenido a Demo Casino', 'Regístrate en un minuto y empieza con un bono de bienvenida.'],
    AR: ['مرحبًا بك في Demo Casino', 'سجّل في دقيقة واحدة وابدأ بمكافأة ترحيب.'],
  },
  '10,000 slots, one lobby': {
    VI: ['10.000 slot, một sảnh', 'Lọc theo nhà cung cấp hoặc theo thẻ cào, poker, jackpot, bàn và arcade.'],
    CN: ['一万款老虎机，一个大厅', '按供应商筛选，或按刮刮乐、扑克、彩池、桌面和街机游戏筛选。'],
    ES: ['10.000 tragamonedas, un lobby', 'Filtra por proveedor o por rasca y gana, póquer, jackpot, mesa y arcade.'],
  },
  'Sports and e-sports': {
    VI: ['Thể thao và thể thao điện tử', 'Năm nhà cái thể thao và hai nhà cái e-sports trong một ví.'],
    CN: ['体育与电竞', '五家体育博彩和两家电竞博彩，共用一个钱包。'],
    ES: ['Deportes y e-sports', 'Cinco casas de deportes y dos de e-sports en una sola billetera.'],
  },
  'Your daily check-in': {
    VI: ['Điểm danh hằng ngày', 'Mở trung tâm thưởng để nhận thưởng điểm danh hôm nay.'],
    CN: ['每日签到', '打开奖励中心领取今天的签到奖励。'],
    ES: ['Tu registro diario', 'Abre el centro de recompensas para recoger el premio de hoy.'],
    AR: ['تسجيل الحضور اليومي', 'افتح مركز المكافآت لاستلام مكافأة اليوم.'],
  },
  'VIP club news': {
    VI: ['Tin câu lạc bộ VIP', 'Hoàn trả tăng theo từng cấp VIP.', 'Xem trang VIP để biết tỷ lệ tháng này.'],
    CN: ['VIP 俱乐部动态', '返水随 VIP 等级提升。', '本月费率请见 VIP 页面。'],
    ES: [
      'Novedades del club VIP',
      'Los reembolsos crecen con cada nivel VIP.',
      'Consulta las tasas de este mes en la página VIP.',
    ],
    AR: ['أخبار نادي VIP', 'تزداد نسب الاسترداد مع كل مستوى VIP.', 'راجع صفحة VIP لمعدلات هذا الشهر.'],
  },
  'Play responsibly': {
    VI: [
      'Chơi có trách nhiệm',
      'Đặt giới hạn nạp tiền trong <a href="/member?page=securityCenter">trung tâm bảo mật</a> bất cứ lúc nào.',
    ],
    CN: ['理性游戏', '您可随时在<a href="/member?page=securityCenter">安全中心</a>设置存款限额。'],
    ES: [
      'Juega con responsabilidad',
      'Fija un límite de depósito en el <a href="/member?page=securityCenter">centro de seguridad</a> cuando quieras.',
    ],
    AR: ['العب بمسؤولية', 'حدّد سقفًا للإيداع في <a href="/member?page=securityCenter">مركز الأمان</a> في أي وقت.'],
  },
  'Welcome aboard!': {
    VI: ['Chào mừng bạn!', 'Đây là lần đăng nhập đầu tiên: lần nạp đầu tiên hôm nay được thưởng 100% tối đa 100.00.'],
    CN: ['欢迎加入！', '这是您的首次登录：今天首存可获 100% 奖金，最高 100.00。'],
    ES: [
      '¡Bienvenido a bordo!',
      'Es tu primer inicio de sesión: tu primer depósito de hoy recibe un bono del 100% hasta 100.00.',
    ],
    AR: ['أهلًا بك!', 'هذا أول تسجيل دخول لك: إيداعك الأول اليوم يحصل على مكافأة 100% حتى 100.00.'],
  },
};

const DEMOKR: Translations = {
  '데모 코리아에 오신 것을 환영합니다': { EN: ['Welcome to Demo Korea'] },
  '로그인하고 매일 보상을 받으세요': { EN: ['Log in and collect a reward every day'] },
  '지금 가입하세요': { EN: ['Register now'] },
  '친구 초대': { EN: ['Invite friends'] },
  '일요일 정기 점검': {
    EN: ['Scheduled maintenance on Sunday', 'Maintenance on Sunday <strong>02:00–04:00 UTC</strong>.'],
  },
  '새로운 슬롯': { EN: ['New slots', 'New slot games have been added.'] },
  환영합니다: { EN: ['Welcome', 'Register in one minute.'] },
  '오늘의 출석 보상': { EN: ['Today\u2019s check-in reward', 'Collect it in the reward centre.'] },
  '첫 로그인을 환영합니다': { EN: ['Welcome to your first login', 'Claim your first deposit bonus.'] },
};

export const SEEDED_TRANSLATIONS: Record<string, Translations> = { demo: DEMO, demokr: DEMOKR };

export type TranslationSeed = { language: string; title: string; content: string };

/** The translations of one seeded announcement. */
export function translationsOf(merchantCode: string, title: string): TranslationSeed[] {
  const texts = SEEDED_TRANSLATIONS[merchantCode]?.[title] ?? {};
  return Object.entries(texts).map(([language, text]) => {
    const [translated, ...paragraphs] = text!;
    return { language, title: translated, content: paragraphs.map((p) => `<p>${p}</p>`).join('') };
  });
}
