import { Product } from '@nidra/api/catalog';
import { Review, REVIEWS_CONTEXT } from '../src';
import { ReviewMessage, ReviewStatus, Role, type ReviewDto } from '@nidra/shared/contracts';
import { eventually } from '@nidra/shared/testing';
import { createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';

const good = { title: 'Back pain gone', review: 'Firm, even and cool. Sleeping through the night again.', rating: 5, isRecommended: 1 };

const addReview = (t: TestApp, who: UserFixture | undefined, body: object) => {
  const req = t.http().post('/api/review/add');
  if (who) req.set('authorization', who.token);
  return req.send(body);
};

const averageOf = async (t: TestApp, id: string) => (await t.orm.em.fork().findOneOrFail(Product, id)).averageRating;

describe('reviews', () => {
  const t = useTestApp({ contexts: [REVIEWS_CONTEXT] });
  beforeEach(() => t.reset());

  it('takes a signed-in review as pending, ignoring a status or user in the body, once per product', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const product = await createProduct(t, { name: 'Ortho Rest Mattress', imageUrls: ['/uploads/products/ortho-rest.webp', '/uploads/products/b.webp'] });
    await addReview(t, undefined, { ...good, product: product.id }).expect(401);

    const res = await addReview(t, member, { ...good, product: product.id, status: ReviewStatus.Approved, user: admin.user.id }).expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        success: true,
        message: ReviewMessage.added,
        review: expect.objectContaining({
          status: ReviewStatus.Waiting,
          rating: 5,
          isRecommended: true,
          user: { firstName: member.user.firstName },
          product: { _id: product.id, name: 'Ortho Rest Mattress', slug: product.slug, imageUrl: '/uploads/products/ortho-rest.webp' },
        }),
      }),
    );
    const stored = await t.orm.em.fork().findOneOrFail(Review, res.body.review._id);
    expect([stored.status, stored.userId]).toEqual([ReviewStatus.Waiting, member.user.id]);

    const again = await addReview(t, member, { ...good, product: product.id }).expect(409);
    expect(again.body).toEqual({ error: ReviewMessage.duplicate });
    // Nothing public until approved.
    const shown = await t.http().get(`/api/review/${product.slug}`).expect(200);
    expect(shown.body.reviews).toEqual([]);
    expect(shown.body.summary.totalReviews).toBe(0);
  });

  it('refuses bad reviews with the form’s messages and writes nothing', async () => {
    const member = await createUser(t);
    const product = await createProduct(t);
    const cases: Array<[object, string, number]> = [
      [{ ...good, rating: undefined }, ReviewMessage.ratingRequired, 400],
      [{ ...good, rating: 0 }, ReviewMessage.ratingRange, 400],
      [{ ...good, rating: 6 }, ReviewMessage.ratingRange, 400],
      [{ ...good, rating: 4.5 }, ReviewMessage.ratingRange, 400],
      [{ ...good, isRecommended: undefined }, ReviewMessage.recommendableRequired, 400],
      [{ ...good, isRecommended: 'maybe' }, ReviewMessage.recommendableRequired, 400],
      [{ ...good, title: '   ' }, ReviewMessage.titleRequired, 400],
      [{ ...good, review: '' }, ReviewMessage.reviewRequired, 400],
      [{ ...good, title: 'x'.repeat(101) }, ReviewMessage.titleMax, 400],
    ];
    for (const [body, error, status] of cases) {
      const res = await addReview(t, member, { ...body, product: product.id }).expect(status);
      expect([JSON.stringify(body), res.body]).toEqual([JSON.stringify(body), { error }]);
    }
    const missing = await addReview(t, member, { ...good, product: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(missing.body).toEqual({ error: ReviewMessage.productNotFound });
    expect(await t.orm.em.fork().count(Review)).toBe(0);
  });

  it('lets only administrators moderate, following the table, and counts only approved ratings', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const other = await createUser(t);
    const product = await createProduct(t, { name: 'Leela Latex Mattress' });
    const first = (await addReview(t, member, { ...good, product: product.id, rating: 5 }).expect(201)).body.review as ReviewDto;
    const second = (await addReview(t, other, { ...good, product: product.id, rating: 2, isRecommended: false }).expect(201)).body.review as ReviewDto;

    for (const [who, status] of [[undefined, 401], [member, 403], [merchant, 403]] as const) {
      const approve = t.http().put(`/api/review/approve/${first._id}`);
      const list = t.http().get('/api/review');
      const remove = t.http().delete(`/api/review/delete/${first._id}`);
      for (const req of [approve, list, remove]) {
        if (who) req.set('authorization', who.token);
        await req.expect(status);
      }
    }
    expect(await averageOf(t, product.id)).toBe(0);

    const approved = await t.http().put(`/api/review/approve/${first._id}`).set('authorization', admin.token).expect(200);
    expect(approved.body).toEqual(expect.objectContaining({ message: ReviewMessage.approved, review: expect.objectContaining({ status: ReviewStatus.Approved }) }));
    expect(await averageOf(t, product.id)).toBe(5);
    const twice = await t.http().put(`/api/review/approve/${first._id}`).set('authorization', admin.token).expect(400);
    expect(twice.body).toEqual({ error: ReviewMessage.notAllowed('approve', ReviewStatus.Approved) });
    await t.http().put(`/api/review/reject/${first._id}`).set('authorization', admin.token).expect(400);

    await t.http().put(`/api/review/reject/${second._id}`).set('authorization', admin.token).expect(200);
    expect(await averageOf(t, product.id)).toBe(5);
    await t.http().put(`/api/review/approve/${second._id}`).set('authorization', admin.token).expect(200);
    expect(await averageOf(t, product.id)).toBe(3.5);

    const shown = await t.http().get(`/api/review/${product.slug}`).expect(200);
    expect(shown.body.reviews.map((r: ReviewDto) => r.rating)).toEqual([2, 5]);
    expect(shown.body.summary).toEqual({
      ratingSummary: [{ 5: 1 }, { 4: 0 }, { 3: 0 }, { 2: 1 }, { 1: 0 }],
      totalRatings: 7,
      totalReviews: 2,
      totalSummary: 2,
    });
    const rated = await t.http().post('/api/product/list').send({ rating: 4 }).expect(200);
    expect(rated.body.products.map((p: { _id: string }) => p._id)).not.toContain(product.id);

    const all = await t.http().get('/api/review').set('authorization', admin.token).expect(200);
    expect(all.body.reviews).toHaveLength(2);
    expect(all.body.reviews[0].product).toEqual(expect.objectContaining({ name: 'Leela Latex Mattress', slug: product.slug }));

    const deleted = await t.http().delete(`/api/review/delete/${second._id}`).set('authorization', admin.token).expect(200);
    expect(deleted.body).toEqual({ success: true, message: ReviewMessage.deleted });
    expect(await averageOf(t, product.id)).toBe(5);
    await t.http().delete(`/api/review/delete/${second._id}`).set('authorization', admin.token).expect(404);
    await t.http().delete(`/api/review/delete/${first._id}`).set('authorization', admin.token).expect(200);
    expect(await averageOf(t, product.id)).toBe(0);
  });

  it('shows the latest approved 4- and 5-star reviews on the home page', async () => {
    const admin = await createUser(t, { role: Role.Admin });
    const product = await createProduct(t);
    const ids: string[] = [];
    for (const rating of [5, 3, 4]) {
      const writer = await createUser(t);
      const review = (await addReview(t, writer, { ...good, product: product.id, rating }).expect(201)).body.review as ReviewDto;
      await t.http().put(`/api/review/approve/${review._id}`).set('authorization', admin.token).expect(200);
      ids.push(review._id);
    }
    const pending = await createUser(t);
    await addReview(t, pending, { ...good, product: product.id, rating: 5 }).expect(201);

    const res = await t.http().get('/api/websiteReview').expect(200);
    expect(res.body.reviews.map((r: ReviewDto) => r._id)).toEqual([ids[2], ids[0]]);
    expect(res.body.reviews[0].user).toEqual({ firstName: expect.any(String) });
  });

  it('removes a product’s reviews when the product is deleted', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const product = await createProduct(t, { name: 'Short-lived Pillow' });
    const kept = await createProduct(t, { name: 'Lasting Pillow' });
    await addReview(t, member, { ...good, product: product.id }).expect(201);
    await addReview(t, member, { ...good, product: kept.id }).expect(201);

    await t.http().delete(`/api/product/delete/${product.id}`).set('authorization', admin.token).expect(200);
    await eventually(async () => expect(await t.orm.em.fork().count(Review, { productId: product.id })).toBe(0));
    expect(await t.orm.em.fork().count(Review, { productId: kept.id })).toBe(1);
  });

  it('answers 404 for an unknown product slug', async () => {
    const res = await t.http().get('/api/review/no-such-mattress').expect(404);
    expect(res.body).toEqual({ error: ReviewMessage.productNotFound });
  });
});
