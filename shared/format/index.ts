export { normalizeSpaces } from './spaces';
export { formatNumber, groupThousands, type NumberFormatOptions } from './number';
export { formatMoney, TIYIN_PER_SOM } from './money';
export { groupDigits, ungroupDigits, formatUzPhone } from './phone';
export { formatLanguage } from './language';
export { DEFAULT_TIME_ZONE, calendarParts, type CalendarParts, type DateInput } from './calendar';
export { formatDate, formatMonthYear, type DateFormatOptions, type DateStyle } from './date';
export { formatExperience, splitMonths, russianPlural, MONTHS_PER_YEAR } from './experience';
export { monthsBetween, totalExperienceMonths, type WorkPeriod } from './work-period';
