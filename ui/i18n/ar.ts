/** Issue 23: Arabic (right to left), checked against the English table's shape (en.ts). Loaded with import(). */
import type { Messages } from "./en.js"
import { plural } from "./plural.js"

const count = plural("ar")

export const ar: Messages = {
  titles: {
    Connect: "ربط المحفظة",
    Account: "الحساب",
    AllWallets: "كل المحافظ",
    ConnectingWalletConnectBasic: "WalletConnect",
    ConnectingWalletConnect: "WalletConnect",
    ConnectingExternal: "جارٍ الربط",
    ConnectingSiwe: "تسجيل الدخول",
    ConnectingFarcaster: "Farcaster",
    UnsupportedChain: "تبديل الشبكة",
    SIWXSignMessage: "تسجيل الدخول",
    ApproveTransaction: "الموافقة على المعاملة",
    RegisterAccountName: "اختيار اسم",
    RegisterAccountNameSuccess: "تم تسجيل الاسم",
    Networks: "اختيار الشبكة",
    WalletSend: "إرسال",
    WalletReceive: "استلام",
    WalletSwap: "مبادلة",
    Onramp: "شراء العملات الرقمية",
    Pay: "الدفع",
    EmailVerifyOtp: "تأكيد البريد الإلكتروني",
    EmailVerifyDevice: "تسجيل الجهاز",
    EmbeddedRecovery: "رمز الاسترداد",
    UpdateEmailWallet: "تعديل البريد الإلكتروني",
    UpdateEmailPrimaryOtp: "تأكيد البريد الحالي",
    UpdateEmailSecondaryOtp: "تأكيد البريد الجديد"
  },
  shell: {
    back: "رجوع",
    close: "إغلاق",
    loading: "جارٍ التحميل",
    chunkFailed: "تعذّر تحميل هذا الجزء من نافذة المحفظة. تحقّق من اتصالك وحاول مرة أخرى.",
    tryAgain: "حاول مرة أخرى",
    dismissAlert: "إغلاق التنبيه"
  },
  connect: {
    yourWallet: "محفظتك",
    qrCode: "رمز QR",
    allWallets: "كل المحافظ",
    email: "البريد الإلكتروني",
    or: "أو",
    getWallet: "احصل على محفظة",
    noWalletMobile: "اربط تطبيق محفظة",
    noWalletDesktop: "لم يُعثر على محفظة في هذا المتصفح",
    mobileWithOthers: "اختر تطبيق محفظتك أدناه، أو افتح هذه الصفحة في متصفح تطبيق محفظتك.",
    mobileAlone: "افتح هذه الصفحة في المتصفح المدمج في تطبيق محفظتك للربط.",
    desktopWithOthers: "اربط محفظة على جهاز آخر، أو احصل على محفظة لهذا المتصفح.",
    desktopAlone: "احصل على محفظة لهذا المتصفح، ثم عُد للربط.",
    requestOpen: "طلب مفتوح",
    recent: "الأخيرة",
    installed: "مثبّتة",
    multiChain: "متعددة الشبكات",
    legalBefore: "بربط محفظتك، فإنك توافق على",
    terms: "شروط الخدمة",
    and: "و",
    privacy: "سياسة الخصوصية",
    legalAfter: "",
    continueIn: (wallet) => `تابع في ${wallet}`,
    acceptRequest: "اقبل طلب الربط في المحفظة",
    failed: "فشل الربط",
    notCompleted: "لم يكتمل طلب الربط."
  },
  wallets: {
    interimHeading: "اختر محفظتك",
    interimText: "اختر محفظة أدناه لتثبيتها أو فتحها، ثم اربطها من هناك.",
    search: "ابحث عن محفظة",
    loading: "جارٍ تحميل المحافظ…",
    noneListed: "لا يعرض هذا الموقع أي محفظة بعد. افتحه في متصفح تطبيق محفظتك للربط.",
    noMatch: (search) => `لا توجد محفظة تطابق «${search}».`,
    count: (n) => count(n, { zero: "لا محافظ", one: "محفظة واحدة", two: "محفظتان", few: "# محافظ", many: "# محفظة", other: "# محفظة" })
  },
  walletConnect: {
    yourPhone: "هاتفك",
    scanWith: (wallet) => `امسح باستخدام ${wallet}`,
    scanThisWith: "امسح رمز QR هذا باستخدام",
    refresh: "تحديث رمز QR",
    copyLink: "نسخ الرابط",
    linkCopied: "تم نسخ الرابط"
  },
  account: {
    chain: "الشبكة",
    editEmail: "تعديل البريد الإلكتروني",
    edit: "تعديل",
    chooseName: "اختر اسمًا",
    balanceUnavailable: "الرصيد غير متاح",
    retry: "إعادة المحاولة",
    retryIn30: "أعد المحاولة بعد 30 ث",
    switchNetwork: (network) => `${network}، تبديل الشبكة`,
    unknownDate: "تاريخ غير معروف",
    send: "إرسال",
    swap: "مبادلة",
    receive: "استلام",
    buy: "شراء",
    copyAddress: "نسخ العنوان",
    copied: "تم النسخ",
    disconnect: "قطع الاتصال",
    unsupportedNetwork: "شبكة غير مدعومة",
    tabs: "الحساب",
    tokens: "الرموز",
    nfts: "NFTs",
    activity: "النشاط",
    loadingTokens: "جارٍ تحميل الرموز…",
    noTokens: "لا رموز بعد",
    loadingNfts: "جارٍ تحميل NFTs…",
    noNfts: "لا NFTs بعد",
    nftsFailed: "تعذّر جلب NFTs",
    loadingActivity: "جارٍ تحميل النشاط…",
    noActivity: "لا نشاط بعد",
    minted: "سُكّ",
    burned: "أُحرق",
    from: (who) => `من ${who}`,
    to: (who) => `إلى ${who}`
  },
  networks: {
    approveInWallet: "وافق في المحفظة",
    unsupportedAny: "محفظتك على شبكة لا يدعمها هذا التطبيق.",
    unsupportedChain: (chain) => `محفظتك على الشبكة ${chain} التي لا يدعمها هذا التطبيق.`,
    switchToContinue: "بدّل إلى إحدى هذه الشبكات للمتابعة.",
    disconnect: "قطع الاتصال"
  },
  send: {
    form: {
      token: "الرمز",
      loadingBalances: "جارٍ تحميل الأرصدة…",
      amount: "المبلغ",
      max: "الحد الأقصى",
      to: "إلى",
      recipientPlaceholder: "العنوان أو الاسم",
      feeAtMost: "رسوم الشبكة ≤"
    },
    review: {
      send: "إرسال",
      to: "إلى",
      network: "الشبكة",
      feeAtMost: "رسوم الشبكة (كحد أقصى)",
      total: "الإجمالي الخارج من محفظتك",
      edit: "تعديل",
      tryAgain: "حاول مرة أخرى"
    },
    ended: {
      reverted: { h: "فشلت المعاملة" },
      replaced: { h: "استُبدلت المعاملة", sub: "أرسلت محفظتك معاملة أخرى مكانها." },
      cancelled: { h: "أُلغيت المعاملة", sub: "أُلغيت في محفظتك: لم يتم التحويل." },
      dropped: { h: "أُسقطت المعاملة", sub: "أسقطتها الشبكة: لم يتم التحويل." }
    },
    confirmInWallet: "أكّد في محفظتك",
    approveToSend: "وافق على المعاملة في محفظتك لإرسالها.",
    cancel: "إلغاء",
    transactionSent: "أُرسلت المعاملة",
    waitingForNetwork: "في انتظار تأكيد الشبكة.",
    transaction: "المعاملة",
    viewOnExplorer: "عرض في مستكشف الكتل",
    sent: "تم الإرسال",
    to: "إلى",
    copied: "تم النسخ",
    copy: "نسخ",
    copyHash: "نسخ معرّف المعاملة",
    done: "تم"
  },
  receive: {
    qrOf: (address: string) => `رمز QR للعنوان ${address}`,
    smartAccount: "حساب ذكي",
    copied: "تم النسخ",
    copyAddress: "نسخ العنوان",
    onlyOn: (networks: number) => `لا ترسل إلى هذا العنوان إلا أصولًا على ${networks === 1 ? "هذه الشبكة" : "هذه الشبكات"}:`,
    undeployed: (networks: ReadonlyArray<string>) =>
      `هذا الحساب الذكي غير منشور بعد على ${networks.join("، ")}. الأموال المرسلة إليه هناك تصل، لكن الحساب لا يستطيع تحريكها إلا بعد نشره.`
  },
  signIn: {
    wantsToConnect: (app) => `يريد ${app} الاتصال بمحفظتك`,
    proveOwnership: (account, required) =>
      `وقّع هذه الرسالة لإثبات ملكيتك ${account ?? "لهذه المحفظة"} والمتابعة. الإلغاء ${required ? "سيقطع اتصالك" : "سيبقيك غير مسجّل الدخول"}.`,
    sign: "توقيع",
    signing: "جارٍ التوقيع…",
    cancel: "إلغاء"
  },
  errors: {
    UserRejectedRequest: "لقد رفضت الطلب في محفظتك.",
    ResourceUnavailableRpcError: "لدى محفظتك طلب مفتوح بالفعل. أكمله أو ارفضه هناك، ثم حاول مرة أخرى.",
    UnauthorizedProvider: "لم تسمح محفظتك لهذا الموقع بعد. اربطها مجددًا ووافق في محفظتك.",
    ProviderDisconnected: "محفظتك غير متصلة. افتح قفلها أو أعد ربطها، ثم حاول مرة أخرى.",
    ChainDisconnected: "محفظتك غير متصلة بهذه الشبكة. بدّل الشبكة في محفظتك، ثم حاول مرة أخرى."
  }
}
