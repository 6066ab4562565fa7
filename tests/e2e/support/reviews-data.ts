/**
 * The data the reviews browser test and its screenshots start from, written into a DATA_DIR
 * before the site starts on it (the site then finds it migrated and seeded, and leaves it be):
 * the seeded content; Aziz Karimov (the OneID stand-in's citizen 1) as the specialist of the
 * first specialist's service; Nodira Rahimova (citizen 2) with a paid order of that service whose
 * work is done and not yet reviewed; and other clients' reviews of the same specialist (stars 1–5,
 * three languages, one answered, one edited), so the rating and the histogram have something to show.
 *
 *   npx tsx tests/e2e/support/reviews-data.ts <dataDir>   → prints {"nickname","serviceId","orderId"}
 */
import { openDatabase, type Queryable } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

/** The stand-in's citizens (server/auth/oneid-standin.ts), as they sign in. */
const CLIENT = { pin: '52211030012345', first: 'NODIRA', last: 'RAHIMOVA' };
const SPECIALIST = { pin: '30512901234561', first: 'AZIZ', last: 'KARIMOV' };

const OTHERS = [
  {
    pin: '10000000000001',
    first: 'Jasur',
    last: 'Toshmatov',
    stars: 5,
    lang: 'uz',
    months: 0,
    text: 'Ajrashish bo‘yicha maslahat juda foydali bo‘ldi: hujjatlar ro‘yxatini va sud tartibini bosqichma-bosqich tushuntirib berdi.',
    answer: 'Rahmat, Jasur! Savollar bo‘lsa, yozavering.',
  },
  {
    pin: '10000000000002',
    first: 'Ольга',
    last: 'Ким',
    stars: 4,
    lang: 'ru',
    months: 1,
    text: 'Консультация по разделу имущества была подробной, всё объяснили понятно. Немного пришлось подождать ответа.',
    edited: true,
  },
  {
    pin: '10000000000003',
    first: 'Michael',
    last: 'Brown',
    stars: 5,
    lang: 'en',
    months: 2,
    text: 'Clear advice on the custody arrangement, and the documents were ready the next day. Highly recommended.',
  },
  {
    pin: '10000000000004',
    first: 'Sardor',
    last: 'Aliyev',
    stars: 3,
    lang: 'uz',
    months: 3,
    text: 'Maslahat yaxshi edi, lekin uchrashuv vaqtini ikki marta o‘zgartirishga to‘g‘ri keldi.',
  },
  {
    pin: '10000000000005',
    first: 'Гульнара',
    last: 'Исмаилова',
    stars: 5,
    lang: 'ru',
    months: 4,
    text: 'Очень внимательный юрист: помогла составить соглашение об алиментах, всё прошло без суда.',
  },
  {
    pin: '10000000000006',
    first: 'Bekzod',
    last: 'Rasulov',
    stars: 2,
    lang: 'uz',
    months: 5,
    text: 'Javoblar umumiy bo‘ldi, mening holatimga aniq yechim taklif qilinmadi.',
  },
  {
    pin: '10000000000007',
    first: 'Dilfuza',
    last: 'Qodirova',
    stars: 5,
    lang: 'uz',
    months: 6,
    text: 'Sud jarayonida har bir qadamda yordam berdi, natijadan juda mamnunman.',
  },
] as const;

async function user(q: Queryable, pin: string, first: string, last: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (pinfl, first_name, last_name) VALUES ($1, $2, $3)
     ON CONFLICT (pinfl) DO UPDATE SET first_name = EXCLUDED.first_name RETURNING id`,
    [pin, first, last],
  );
  return Number(rows[0]!.id);
}

/** A paid order of one service whose work was done `daysAgo` days ago. */
async function doneOrder(q: Queryable, userId: number, serviceId: number, daysAgo: number): Promise<{ orderId: number; itemId: number }> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO orders (user_id, status, total, provider, created_at, paid_at, fulfilment, started_at, done_at, completed_at)
     SELECT $1, 'paid', s.price, 'payme', now() - make_interval(days => $3 + 2), now() - make_interval(days => $3 + 2), 'completed',
            now() - make_interval(days => $3 + 1), now() - make_interval(days => $3), now() - make_interval(days => $3)
       FROM services s WHERE s.id = $2
     RETURNING id`,
    [userId, serviceId, daysAgo],
  );
  const orderId = Number(rows[0]!.id);
  const { rows: items } = await q.query<{ id: number }>(
    'INSERT INTO order_items (order_id, service_id, title, unit_price, quantity) SELECT $1, s.id, s.title, s.price, 1 FROM services s WHERE s.id = $2 RETURNING id',
    [orderId, serviceId],
  );
  return { orderId, itemId: Number(items[0]!.id) };
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: reviews-data.ts <dataDir>');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, { migrationsDir: 'server/db/migrations' });
    await seedDatabase(db);
    const { rows } = await db.query<{ id: number; specialist_id: number; nickname: string }>(
      'SELECT s.id, s.specialist_id, p.nickname FROM services s JOIN specialists p ON p.id = s.specialist_id WHERE s.published AND s.price > 0 ORDER BY s.id LIMIT 1',
    );
    const service = rows[0]!;
    const serviceId = Number(service.id);
    const specialistUser = await user(db, SPECIALIST.pin, SPECIALIST.first, SPECIALIST.last);
    await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [service.specialist_id, specialistUser]);
    for (const [index, other] of OTHERS.entries()) {
      const author = await user(db, other.pin, other.first, other.last);
      const days = other.months * 30 + 10 + index;
      const { orderId, itemId } = await doneOrder(db, author, serviceId, days);
      const answered = 'answer' in other;
      await db.query(
        `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, specialist_id, stars, body, lang, created_at, updated_at, edited_at, answer, answer_lang, answered_at, answered_by_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9), $10::timestamptz,
                 $11::text, CASE WHEN $11::text IS NULL THEN NULL ELSE 'uz' END, CASE WHEN $11::text IS NULL THEN NULL ELSE now() - make_interval(days => $9 - 1) END, CASE WHEN $11::text IS NULL THEN NULL ELSE $12::bigint END)`,
        [
          itemId,
          orderId,
          author,
          serviceId,
          service.specialist_id,
          other.stars,
          other.text,
          other.lang,
          days - 1,
          'edited' in other ? new Date(Date.now() - (days - 3) * 86_400_000).toISOString() : null,
          answered ? other.answer : null,
          specialistUser,
        ],
      );
    }
    const client = await user(db, CLIENT.pin, CLIENT.first, CLIENT.last);
    const { orderId } = await doneOrder(db, client, serviceId, 1);
    // Done, not completed: the client can still confirm or dispute it, and review it.
    await db.query("UPDATE orders SET fulfilment = 'done', completed_at = NULL WHERE id = $1", [orderId]);
    process.stdout.write(`${JSON.stringify({ nickname: service.nickname, serviceId, orderId })}\n`);
  } finally {
    await db.close();
  }
}

await main();
