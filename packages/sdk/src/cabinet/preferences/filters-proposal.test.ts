import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../../ports/memory';
import { filtersProposal } from './filters-proposal';

const proposing = { id_H: 'c1', proposeFiltersChange: true };

describe('the filters proposal (personal-cabinet §4, §2.6)', () => {
  it.each([
    { facts: {}, profile: proposing, due: true },
    { facts: { smartphone: true }, profile: proposing, due: false },
    { facts: { brand: 'wowfood' as const }, profile: proposing, due: false },
    { facts: {}, profile: { id_H: 'c1', proposeFiltersChange: false }, due: false },
    { facts: {}, profile: undefined, due: false },
  ])('$facts, $profile: due $due', ({ facts, profile, due }) => {
    const ports = createMemoryPorts({ ...facts });
    expect(filtersProposal({ ports }).due(profile)).toBe(due);
  });

  it('once dismissed it is not due again for that client on this device; another client still sees it', () => {
    const ports = createMemoryPorts();
    const proposal = filtersProposal({ ports });
    proposal.dismiss(proposing);
    expect(filtersProposal({ ports }).due(proposing)).toBe(false);
    expect(filtersProposal({ ports }).due({ id_H: 'c2', proposeFiltersChange: true })).toBe(true);
  });
});
