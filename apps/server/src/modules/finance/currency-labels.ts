/**
 * Symbols and unit labels of the currencies people here use, in English and Arabic ("dollar"/"cent",
 * "ريال"/"هللة"). Codes, decimal places and full names do not come from here (currency-codes and
 * Intl.DisplayNames); every other ISO 4217 currency falls back to Intl (see currency-reference.ts).
 * A sub-unit given here is dropped for a currency without minor units (0 decimal places).
 */
export interface CurrencyLabels {
  symbol: readonly [en: string, ar: string];
  unit: readonly [en: string, ar: string];
  subUnit: readonly [en: string, ar: string] | null;
}

const l = (
  symbol: readonly [string, string],
  unit: readonly [string, string],
  subUnit: readonly [string, string] | null = null,
): CurrencyLabels => ({ symbol, unit, subUnit });

export const currencyLabels: Readonly<Record<string, CurrencyLabels>> = {
  // The Arab League's currencies.
  SAR: l(['SR', 'ر.س'], ['riyal', 'ريال'], ['halala', 'هللة']),
  AED: l(['AED', 'د.إ'], ['dirham', 'درهم'], ['fils', 'فلس']),
  KWD: l(['KD', 'د.ك'], ['dinar', 'دينار'], ['fils', 'فلس']),
  BHD: l(['BD', 'د.ب'], ['dinar', 'دينار'], ['fils', 'فلس']),
  QAR: l(['QR', 'ر.ق'], ['riyal', 'ريال'], ['dirham', 'درهم']),
  OMR: l(['RO', 'ر.ع'], ['rial', 'ريال'], ['baisa', 'بيسة']),
  JOD: l(['JD', 'د.أ'], ['dinar', 'دينار'], ['fils', 'فلس']),
  EGP: l(['E£', 'ج.م'], ['pound', 'جنيه'], ['piastre', 'قرش']),
  IQD: l(['IQD', 'د.ع'], ['dinar', 'دينار'], ['fils', 'فلس']),
  LBP: l(['LL', 'ل.ل'], ['pound', 'ليرة'], ['piastre', 'قرش']),
  SYP: l(['LS', 'ل.س'], ['pound', 'ليرة'], ['piastre', 'قرش']),
  YER: l(['YR', 'ر.ي'], ['rial', 'ريال'], ['fils', 'فلس']),
  LYD: l(['LD', 'د.ل'], ['dinar', 'دينار'], ['dirham', 'درهم']),
  TND: l(['DT', 'د.ت'], ['dinar', 'دينار'], ['millime', 'مليم']),
  DZD: l(['DA', 'د.ج'], ['dinar', 'دينار'], ['centime', 'سنتيم']),
  MAD: l(['MAD', 'د.م'], ['dirham', 'درهم'], ['centime', 'سنتيم']),
  SDG: l(['SDG', 'ج.س'], ['pound', 'جنيه'], ['piastre', 'قرش']),
  SOS: l(['Sh.So.', 'ش.ص'], ['shilling', 'شلن'], ['cent', 'سنت']),
  DJF: l(['Fdj', 'ف.ج'], ['franc', 'فرنك'], ['centime', 'سنتيم']),
  KMF: l(['CF', 'ف.ق'], ['franc', 'فرنك'], ['centime', 'سنتيم']),
  MRU: l(['UM', 'أ.م'], ['ouguiya', 'أوقية'], ['khoums', 'خمس']),
  // Others often met here.
  USD: l(['$', '$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  EUR: l(['€', '€'], ['euro', 'يورو'], ['cent', 'سنت']),
  GBP: l(['£', '£'], ['pound', 'جنيه'], ['penny', 'بنس']),
  JPY: l(['¥', '¥'], ['yen', 'ين']),
  CNY: l(['CN¥', 'CN¥'], ['yuan', 'يوان'], ['fen', 'فين']),
  INR: l(['₹', '₹'], ['rupee', 'روبية'], ['paisa', 'بيسة']),
  PKR: l(['Rs', 'Rs'], ['rupee', 'روبية'], ['paisa', 'بيسة']),
  LKR: l(['Rs', 'Rs'], ['rupee', 'روبية'], ['cent', 'سنت']),
  NPR: l(['Rs', 'Rs'], ['rupee', 'روبية'], ['paisa', 'بيسة']),
  BDT: l(['৳', '৳'], ['taka', 'تاكا'], ['poisha', 'بويشة']),
  AFN: l(['؋', '؋'], ['afghani', 'أفغاني'], ['pul', 'بول']),
  TRY: l(['₺', '₺'], ['lira', 'ليرة'], ['kuruş', 'قرش']),
  IRR: l(['﷼', '﷼'], ['rial', 'ريال'], ['dinar', 'دينار']),
  ILS: l(['₪', '₪'], ['shekel', 'شيكل'], ['agora', 'أغورة']),
  CHF: l(['CHF', 'CHF'], ['franc', 'فرنك'], ['centime', 'سنتيم']),
  CAD: l(['CA$', 'CA$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  AUD: l(['A$', 'A$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  NZD: l(['NZ$', 'NZ$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  SGD: l(['S$', 'S$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  HKD: l(['HK$', 'HK$'], ['dollar', 'دولار'], ['cent', 'سنت']),
  RUB: l(['₽', '₽'], ['ruble', 'روبل'], ['kopek', 'كوبيك']),
  UAH: l(['₴', '₴'], ['hryvnia', 'هريفنيا'], ['kopiyka', 'كوبيكا']),
  IDR: l(['Rp', 'Rp'], ['rupiah', 'روبية'], ['sen', 'سين']),
  MYR: l(['RM', 'RM'], ['ringgit', 'رينغيت'], ['sen', 'سين']),
  THB: l(['฿', '฿'], ['baht', 'بات'], ['satang', 'ساتانغ']),
  PHP: l(['₱', '₱'], ['peso', 'بيزو'], ['centavo', 'سنتافو']),
  KRW: l(['₩', '₩'], ['won', 'وون']),
  ZAR: l(['R', 'R'], ['rand', 'راند'], ['cent', 'سنت']),
  NGN: l(['₦', '₦'], ['naira', 'نايرا'], ['kobo', 'كوبو']),
  ETB: l(['Br', 'Br'], ['birr', 'بر'], ['santim', 'سنتيم']),
  ERN: l(['Nfk', 'Nfk'], ['nakfa', 'ناكفا'], ['cent', 'سنت']),
  KES: l(['KSh', 'KSh'], ['shilling', 'شلن'], ['cent', 'سنت']),
  BRL: l(['R$', 'R$'], ['real', 'ريال'], ['centavo', 'سنتافو']),
  MXN: l(['MX$', 'MX$'], ['peso', 'بيزو'], ['centavo', 'سنتافو']),
  SEK: l(['kr', 'kr'], ['krona', 'كرونة'], ['öre', 'أوره']),
  NOK: l(['kr', 'kr'], ['krone', 'كرونة'], ['øre', 'أوره']),
  DKK: l(['kr', 'kr'], ['krone', 'كرونة'], ['øre', 'أوره']),
  PLN: l(['zł', 'zł'], ['złoty', 'زلوتي'], ['grosz', 'غروش']),
  CZK: l(['Kč', 'Kč'], ['koruna', 'كورونا'], ['haléř', 'هالير']),
  HUF: l(['Ft', 'Ft'], ['forint', 'فورنت'], ['fillér', 'فيلر']),
};
