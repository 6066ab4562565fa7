/**
 * The limits the document templates state for their fields' values (issue 28), each with the
 * message a refusal shows, naming its rule: a law where a law sets it (the Civil Code's three
 * years for a power of attorney, the Labour Code's probation and annual leave), else the paper's
 * own sense (a day of the month, a date that must come before the paper's own date). A field
 * carries them through `field(…, { limits })`; shared/documents/field-values.ts checks them.
 *
 * Article numbers are named only where a source confirms them: none is, so the codes are named
 * without one (an article guessed would be worse than none).
 */
import type { DatePeriod } from '../../../../shared/api/types';
import { t } from './helpers';
import type { SeedFieldLimit, Text3 } from './types';

const NBSP = '\u00a0';
const SAME_DAY: DatePeriod = { days: 0 };

const range = (bounds: { min?: number; max?: number; integer?: boolean }, message: Text3): SeedFieldLimit => ({ kind: 'range', ...bounds, message });
/** Not before the date in `from` (the same day allowed). */
const notBefore = (from: string, message: Text3): SeedFieldLimit => ({ kind: 'date', from, min: SAME_DAY, message });
/** Not after the date in `from` (the same day allowed). */
const notAfter = (from: string, message: Text3): SeedFieldLimit => ({ kind: 'date', from, max: SAME_DAY, message });

export const LIMITS = {
  // Power of attorney: valid_until against doc_date.
  powerOfAttorneyStartsFirst: notBefore(
    'doc_date',
    t(
      'Ishonchnomaning amal qilish muddati u berilgan sanadan oldin tugashi mumkin emas.',
      'Срок действия доверенности не может закончиться раньше даты её выдачи.',
      'A power of attorney cannot expire before the date it is issued.',
    ),
  ),
  powerOfAttorneyTerm: {
    kind: 'date',
    from: 'doc_date',
    max: { years: 3 },
    message: t(
      'Ishonchnoma uch yildan ortiq muddatga berilmaydi (Oʻzbekiston Respublikasi Fuqarolik kodeksi).',
      'Доверенность не может быть выдана на срок более трёх лет (Гражданский кодекс Республики Узбекистан).',
      'A power of attorney cannot be issued for more than three years (Civil Code of the Republic of Uzbekistan).',
    ),
  },

  // Residential lease.
  rooms: range(
    { min: 1, integer: true },
    t(
      'Xonalar soni butun son boʻlib, kamida bitta boʻlishi kerak.',
      'Количество комнат — целое число, не меньше одной.',
      'The number of rooms is a whole number, at least one.',
    ),
  ),
  dayOfMonth: range(
    { min: 1, max: 31, integer: true },
    t(
      'Toʻlov kuni oyning kuni boʻladi: birdan oʻttiz birgacha butun son.',
      `День оплаты — число месяца: целое число от${NBSP}1 до${NBSP}31.`,
      'The payment day is a day of the month: a whole number from 1 to 31.',
    ),
  ),

  // Employment contract.
  probation: range(
    { max: 3 },
    t(
      'Dastlabki sinov muddati uch oydan oshmasligi kerak (Oʻzbekiston Respublikasi Mehnat kodeksi).',
      'Испытательный срок не может превышать трёх месяцев (Трудовой кодекс Республики Узбекистан).',
      'Probation cannot be longer than three months (Labour Code of the Republic of Uzbekistan).',
    ),
  ),
  annualLeave: range(
    { min: 21 },
    t(
      `Yillik asosiy taʼtil kamida 21${NBSP}kalendar kun boʻlishi kerak (Oʻzbekiston Respublikasi Mehnat kodeksi).`,
      `Ежегодный основной отпуск не может быть короче 21${NBSP}календарного дня (Трудовой кодекс Республики Узбекистан).`,
      `Annual leave must be at least 21${NBSP}calendar days (Labour Code of the Republic of Uzbekistan).`,
    ),
  ),

  // Service agreement.
  prepaymentShare: range(
    { max: 100 },
    t(
      `Oldindan toʻlov narxning 100${NBSP}foizidan oshmaydi.`,
      `Предоплата не может превышать 100${NBSP}% стоимости.`,
      'The advance payment cannot exceed 100% of the price.',
    ),
  ),
  servicesAfterContract: notBefore(
    'doc_date',
    t(
      'Xizmatlarni koʻrsatish muddati shartnoma sanasidan oldin boʻlishi mumkin emas.',
      'Срок оказания услуг не может быть раньше даты договора.',
      'The completion date cannot be earlier than the date of the agreement.',
    ),
  ),

  // Loan receipt.
  repaymentAfterReceipt: notBefore(
    'doc_date',
    t(
      'Qarzni qaytarish sanasi tilxat sanasidan oldin boʻlishi mumkin emas.',
      'Дата возврата не может быть раньше даты расписки.',
      'The repayment date cannot be earlier than the date of the receipt.',
    ),
  ),

  // Demand letter.
  contractBeforeLetter: notAfter(
    'doc_date',
    t(
      'Shartnoma sanasi talabnoma sanasidan keyin boʻlishi mumkin emas.',
      'Дата договора не может быть позже даты претензии.',
      'The contract date cannot be later than the date of the letter.',
    ),
  ),
  debtTotal: {
    kind: 'sum',
    of: ['debt_amount', 'penalty_amount'],
    message: t(
      'Jami talab summasi asosiy qarz va penya yigʻindisiga teng boʻlishi kerak.',
      'Итоговая сумма требования должна быть равна сумме основного долга и пени.',
      'The total claimed must equal the principal debt plus the penalty.',
    ),
  },

  // Divorce by mutual consent.
  marriageBeforeApplication: notAfter(
    'doc_date',
    t(
      'Nikoh qayd etilgan sana ariza sanasidan keyin boʻlishi mumkin emas.',
      'Дата регистрации брака не может быть позже даты заявления.',
      'The date of marriage cannot be later than the date of the application.',
    ),
  ),

  // Explanatory letter.
  incidentBeforeLetter: notAfter(
    'doc_date',
    t(
      'Holat yuz bergan sana tushuntirish xati sanasidan keyin boʻlishi mumkin emas.',
      'Дата события не может быть позже даты объяснительной записки.',
      'The date of the incident cannot be later than the date of the letter.',
    ),
  ),
} satisfies Record<string, SeedFieldLimit>;
