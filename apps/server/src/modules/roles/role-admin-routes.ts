import { groupAnswer, groupRemovedAnswer, groupsAnswer, menuGroupAnswer, menuGroupsAnswer } from '@app/shared/contracts/roles';
import { answers } from '@app/shared/contracts/envelope';
import { idParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoleAdminService } from './role-admin-service.ts';

const permissions = z.array(z.string().max(80), { error: 'Los permisos deben ser una lista' }).max(5000);

/** perms-roles and menu-roles (spec §2 simple pages): which groups hold which permissions and see which menu ids. */
export function roleAdminRoutes(root: FastifyInstance, roles: RoleAdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  app.get('/api/v1/admin/perms-roles', { schema: { tags, response: answers({ 200: groupsAnswer }) }, config: { permission: 'roles.list' } },
    async (req) => ({ items: await roles.list(req.auth), catalogue: roles.catalogue() }));

  app.get('/api/v1/admin/perms-roles/:id', { schema: { tags, params: idParams, response: answers({ 200: groupAnswer }) }, config: { permission: 'roles.get' } },
    async (req) => ({ item: await roles.get(req.auth, req.params.id) }));

  app.post('/api/v1/admin/perms-roles', {
    schema: {
      tags,
      body: z.strictObject({
        name: z.string({ error: 'El nombre es obligatorio' }).trim().min(3, 'El nombre debe tener al menos 3 caracteres').max(80),
        permissions: permissions.optional(),
      }),
      response: answers({ 201: groupAnswer }),
    },
    config: { permission: 'roles.create' },
  }, async (req, reply) => reply.status(201).send({
    item: await roles.create(req.auth, req.body.name, req.body.permissions ?? []), msg: 'Grupo creado correctamente.',
  }));

  app.put('/api/v1/admin/perms-roles/:id', {
    schema: { tags, params: idParams, body: z.strictObject({ permissions }), response: answers({ 200: groupAnswer }) }, config: { permission: 'roles.update' },
  }, async (req) => ({ item: await roles.savePermissions(req.auth, req.params.id, req.body.permissions), msg: 'Permisos guardados correctamente.' }));

  app.delete('/api/v1/admin/perms-roles/:id', { schema: { tags, params: idParams, response: answers({ 200: groupRemovedAnswer }) }, config: { permission: 'roles.delete' } },
    async (req) => {
      await roles.remove(req.auth, req.params.id);
      return { msg: 'Grupo eliminado correctamente.' };
    });

  app.get('/api/v1/admin/menu-roles', { schema: { tags, response: answers({ 200: menuGroupsAnswer }) }, config: { permission: 'roles.list' } }, async (req) => ({
    items: (await roles.list(req.auth)).map(({ permissions: _p, ...g }) => g),
    menu: roles.catalogue().menu,
  }));

  app.put('/api/v1/admin/menu-roles/:id', {
    schema: { tags, params: idParams, body: z.strictObject({ menu: z.array(z.string().max(80), { error: 'El menú debe ser una lista de ids' }).max(500) }), response: answers({ 200: menuGroupAnswer }) },
    config: { permission: 'roles.update' },
  }, async (req) => {
    const { permissions: _p, ...item } = await roles.saveMenu(req.auth, req.params.id, req.body.menu);
    return { item, msg: 'Menú guardado correctamente.' };
  });
}
