/** The agency's agents (Manager of a property or project); photos under public/photos/agents/. */
import type { Manager } from '@/lib/catalogue/schemas';

export type AgentKey = 'sophie' | 'pieter' | 'nadia' | 'thomas';

export type Agent = Manager & {
  seed: number;
  skin: string;
  hair: string;
  shirt: string;
  background: string;
};

const agent = (
  ID: number,
  first: string,
  last: string,
  phone: string,
  look: { seed: number; skin: string; hair: string; shirt: string; background: string },
): Agent => {
  const slug = `${first}-${last}`.toLowerCase().replace(/[^a-z-]/g, '');
  return {
    ID,
    Name: `${first} ${last}`,
    Email: `${slug.split('-')[0]}.${slug.split('-').slice(1).join('')}@immohorizon.be`,
    Phone: phone,
    Photo: `/photos/agents/${slug}.jpg`,
    ...look,
  };
};

export const AGENTS: Record<AgentKey, Agent> = {
  sophie: agent(301, 'Sophie', 'Lambert', '+32 475 12 34 56', {
    seed: 1,
    skin: '#e8c4a8',
    hair: '#6b4a2f',
    shirt: '#1d2b3a',
    background: '#dfe7ee',
  }),
  pieter: agent(302, 'Pieter', 'Janssens', '+32 476 23 45 67', {
    seed: 2,
    skin: '#f0cdb2',
    hair: '#c9a46a',
    shirt: '#b85a2e',
    background: '#efe6da',
  }),
  nadia: agent(303, 'Nadia', 'El Amrani', '+32 477 34 56 78', {
    seed: 3,
    skin: '#c99a77',
    hair: '#2b1d16',
    shirt: '#3f6b5a',
    background: '#e6ece4',
  }),
  thomas: agent(304, 'Thomas', 'Dubois', '+32 478 45 67 89', {
    seed: 4,
    skin: '#dcb090',
    hair: '#3a2a20',
    shirt: '#5a6270',
    background: '#ece8f0',
  }),
};

export function managerOf(key: AgentKey | null): Manager | null {
  if (!key) return null;
  const { ID, Name, Email, Phone, Photo } = AGENTS[key];
  return { ID, Name, Email, Phone, Photo };
}
