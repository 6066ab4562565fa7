/**
 * A complete Uzbek power of attorney's values, issued 2026-11-28 and valid for a year, as the form
 * sends them: the limits' unit and HTTP tests change one value at a time.
 */
export const POA_VALUES = {
  city: 'Toshkent',
  doc_date: '2026-11-28',
  principal_name: 'Karimova Dilnoza Rustamovna',
  principal_pinfl: '31234567890123',
  principal_passport: 'AA1234567',
  principal_address: 'Toshkent sh., Yunusobod t., 4-kvartal, 12-uy',
  agent_name: 'Rahimov Bobur Olimovich',
  agent_pinfl: '32345678901234',
  agent_passport: 'AB7654321',
  agent_address: 'Toshkent sh., Chilonzor t., 9-kvartal, 3-uy',
  powers: 'Kadastr agentligida kvartira boʻyicha hujjatlarni topshirish va olish',
  valid_until: '2027-11-26',
};
