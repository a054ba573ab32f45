/**
 * The scenario runner tells a tester what went wrong: a step the state does not accept names the
 * scenario, the step and what the state accepts; a wrong `then` names what was found instead.
 */
import { describe, expect, it } from 'vitest';
import { checkoutFlow } from './scenarios/checkout';
import { sessionFlow } from './scenarios/session';
import { checkoutSamples } from '../../machines/samples/checkoutSamples';
import { answer, does, runScenario, sampleInput, wait, type Scenario } from './support/scenarios';

const cart = sampleInput(checkoutSamples.inputs);
const scenario = (when: Scenario['when'], then: Scenario['then']): Scenario => ({
  name: 'wrong on purpose',
  given: { text: 'the sample cart', input: cart },
  when,
  then,
});

describe('scenario runner', () => {
  it('names the step, the state and what it accepts when a step is not accepted', async () => {
    await expect(
      runScenario(
        checkoutFlow,
        scenario([does('pay by wallet', { type: 'CHOOSE_METHOD', method: 'wallet' })], {
          state: 'checkout.paid',
        }),
      ),
    ).rejects.toThrow(
      'checkout scenario "wrong on purpose": when step 1 "pay by wallet" (CHOOSE_METHOD {"type":"CHOOSE_METHOD","method":"wallet"}) is not accepted in state checkout.cart.idle; that state accepts: SET_QUANTITY, REMOVE_ITEM, PLACE_ORDER',
    );
  });

  it('numbers the steps within their part, given or when', async () => {
    const removeA = does('remove the unlisted gateway', { type: 'REMOVE_ITEM', productId: 'a' });
    const given = (steps: Scenario['when']) => ({
      name: 'wrong on purpose',
      given: { text: 'the sample cart, a line removed', input: cart, steps },
      when: [answer('removeCartItem')],
      then: { state: 'checkout.cart.idle' },
    });
    await expect(
      runScenario(checkoutFlow, given([removeA, answer('removeCartItem')])),
    ).rejects.toThrow(
      'when step 1 "removeCartItem answers" answers removeCartItem, which is not running',
    );
    await expect(
      runScenario(checkoutFlow, given([removeA, does('pay', { type: 'PAY' })])),
    ).rejects.toThrow(
      'given step 2 "pay" (PAY {"type":"PAY"}) is not accepted in state checkout.cart.removing; that state accepts: answer(\'removeCartItem\'), fails(\'removeCartItem\', …)',
    );
  });

  it('takes an event the state handles but its guards refuse as nothing happening', async () => {
    const removeUnknown = does('remove an item not in the cart', {
      type: 'REMOVE_ITEM',
      productId: 'x',
    });
    await expect(
      runScenario(checkoutFlow, scenario([removeUnknown], { state: 'checkout.cart.idle' })),
    ).resolves.toBeUndefined();
    await expect(
      runScenario(checkoutFlow, scenario([removeUnknown], { state: 'checkout.cart.removing' })),
    ).rejects.toThrow('then the state is checkout.cart.removing, but it is checkout.cart.idle');
  });

  it('refuses an answer from an actor that is not running, and a delay not running', async () => {
    await expect(
      runScenario(checkoutFlow, scenario([answer('saveOrder')], { state: 'checkout.paid' })),
    ).rejects.toThrow(
      'when step 1 "saveOrder answers" answers saveOrder, which is not running in state checkout.cart.idle',
    );
    await expect(
      runScenario(checkoutFlow, scenario([wait('loginRedirect')], { state: 'checkout.paid' })),
    ).rejects.toThrow('"wait for loginRedirect" waits for loginRedirect, which is not running');
  });

  it('compares facts whatever the order of their keys', async () => {
    const user = { username: 'alice', nickname: 'Alice' };
    await expect(
      runScenario(sessionFlow, {
        name: 'keys in another order',
        given: { text: 'alice logged in', input: { token: 't-1', user } },
        when: [],
        then: {
          state: 'session.live.idle',
          context: { user: { nickname: 'Alice', username: 'alice' } },
        },
      }),
    ).resolves.toBeUndefined();
  });

  it('names the state, effects, context and request found when the `then` is wrong', async () => {
    const placed = [does('place the order', { type: 'PLACE_ORDER' })];
    await expect(
      runScenario(checkoutFlow, scenario(placed, { state: 'checkout.address' })),
    ).rejects.toThrow('then the state is checkout.address, but it is checkout.cart.idle');
    await expect(
      runScenario(
        checkoutFlow,
        scenario(placed, { state: 'checkout.cart', effects: ['showPaymentSuccess'] }),
      ),
    ).rejects.toThrow('then the effects are [showPaymentSuccess], but they were []');
    await expect(
      runScenario(
        checkoutFlow,
        scenario(placed, { state: 'checkout.cart', context: { problem: 'outOfStock' } }),
      ),
    ).rejects.toThrow('then context.problem is "outOfStock", but it is "removeUnavailable"');
    await expect(
      runScenario(
        checkoutFlow,
        scenario([does('remove the unlisted gateway', { type: 'REMOVE_ITEM', productId: 'a' })], {
          state: 'checkout.cart.removing',
          asked: { removeCartItem: { productId: 'b' } },
        }),
      ),
    ).rejects.toThrow('then removeCartItem was asked productId = "b", but it was "a"');
  });
});
