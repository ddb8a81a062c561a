import type { HttpHandler } from 'msw';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { cardsOf } from './settings';
import { prefsOf } from './preferences';

const NAME = /^[A-Za-zА-Яа-яЁё ]{2,}$/;

export function profileHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', 'client-profile', ({ client }) => {
      if (!client) return unauthorized();
      // First read seeds the client's cards and agreement into the profile (handlers/settings.ts).
      cardsOf(client);
      // … and its filter fields (lastFilterIds, proposeFiltersChange; handlers/preferences.ts).
      prefsOf(client);
      return ok({ profile: client.profile });
    }),
    route(sandbox, 'POST', 'client-profile-set', ({ client, body }) => {
      if (!client) return unauthorized();
      const errors: string[] = [];
      const next = { ...client.profile };
      if (typeof body['first_name'] === 'string') {
        if (!NAME.test(body['first_name'].trim())) errors.push('Введите имя');
        else next.first_name = body['first_name'].trim();
      }
      if (typeof body['last_name'] === 'string') {
        if (!NAME.test(body['last_name'].trim())) errors.push('Введите фамилию');
        else next.last_name = body['last_name'].trim();
      }
      if (typeof body['email'] === 'string') {
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body['email'])) errors.push('Неверно указан email');
        else next.email = body['email'];
      }
      if (errors.length) return fail(400, errors);
      client.profile = next;
      return ok({ profile: next });
    }),
    route(sandbox, 'POST', 'client-details/update-details', ({ client, body }) => {
      if (!client) return unauthorized();
      client.details = { ...client.details, ...body };
      // Birthday and gender are profile fields too (personal-cabinet §3): the profile shows them.
      const birthday = body['birthday'];
      if (typeof birthday === 'string') {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(Date.parse(birthday))) return fail(400, ['Проверьте дату рождения']);
        client.profile = { ...client.profile, birthday };
      }
      const gender = body['gender'];
      if (gender === 'male' || gender === 'female') client.profile = { ...client.profile, gender };
      // Body data (README "Body data"): the profile carries it back, so the settings show it after a reload.
      const numbers = ['height', 'weight', 'purposeWeight'] as const;
      for (const key of numbers) if (typeof body[key] === 'number') client.profile = { ...client.profile, [key]: body[key] };
      if (typeof body['lifestyleId_H'] === 'string') client.profile = { ...client.profile, lifestyleId_H: body['lifestyleId_H'] };
      if (typeof body['height'] === 'number' && typeof body['weight'] === 'number') client.profile = { ...client.profile, bmiFilled: true };
      return ok();
    }),
  ];
}
