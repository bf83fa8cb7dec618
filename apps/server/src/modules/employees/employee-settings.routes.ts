import {
  AttachmentPaths,
  AttachmentTypePaths,
  attachmentDto,
  attachmentListResult,
  attachmentTypeDto,
  attachmentTypeList,
  availableExtensionList,
  createAttachmentInput,
  createAttachmentTypeInput,
  createExtraFieldDefinitionInput,
  EmployeesPermissions,
  ExtraFieldDefinitionPaths,
  extraFieldDefinitionDto,
  extraFieldDefinitionList,
  extraFieldDefinitionListResult,
  getAttachmentsInput,
  getAttachmentTypesByEntityTypeInput,
  getAttachmentTypesInput,
  getExtraFieldDefinitionsByEntityTypeInput,
  getExtraFieldDefinitionsInput,
  isExtraFieldKeyUniqueInput,
  pagedResult,
  saveTempAttachmentsInput,
  updateAttachmentTypeInput,
  updateExtraFieldDefinitionInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyPolicy, requirePolicy } from '../../platform/context.ts';
import { contentDisposition } from './file-content.ts';
import type { EmployeesServices } from './index.ts';

const idParams = z.object({ id: z.uuid() });
const { AttachmentTypes, ExtraFieldDefinitions, Employees } = EmployeesPermissions;

/** Attachment types, attachments and extra field definitions (ABP paths, `/api/app/...`). */
export function employeeSettingsRoutes(services: EmployeesServices): FastifyPluginAsyncZod {
  const { attachmentTypes, attachments, extraFields } = services;
  return async (app) => {
    // ---- Attachment types (document 2 §7, document 3 §7)
    const typeTags = ['AttachmentType'];
    app.get(
      AttachmentTypePaths.attachmentTypes,
      {
        schema: {
          tags: typeTags,
          querystring: getAttachmentTypesInput,
          response: { 200: pagedResult(attachmentTypeDto) },
        },
        config: { access: requirePolicy(AttachmentTypes.Default) },
      },
      (req) => attachmentTypes.list(req.ctx, req.query),
    );
    app.get(
      AttachmentTypePaths.availableExtensions,
      {
        schema: { tags: typeTags, response: { 200: availableExtensionList } },
        config: { access: requirePolicy(AttachmentTypes.Default) },
      },
      () => attachmentTypes.availableExtensions(),
    );
    app.get(
      AttachmentTypePaths.byEntityType,
      {
        schema: {
          tags: typeTags,
          querystring: getAttachmentTypesByEntityTypeInput,
          response: { 200: attachmentTypeList },
        },
        // The upload dialog of the employee page reads it too.
        config: { access: requireAnyPolicy(AttachmentTypes.Default, Employees.Default) },
      },
      (req) => attachmentTypes.byEntityType(req.ctx, req.query.entityType),
    );
    app.get(
      '/api/app/attachment-type/:id',
      {
        schema: { tags: typeTags, params: idParams, response: { 200: attachmentTypeDto } },
        config: { access: requirePolicy(AttachmentTypes.Default) },
      },
      (req) => attachmentTypes.get(req.ctx, req.params.id),
    );
    app.post(
      AttachmentTypePaths.attachmentTypes,
      {
        schema: { tags: typeTags, body: createAttachmentTypeInput, response: { 200: attachmentTypeDto } },
        config: { access: requirePolicy(AttachmentTypes.Create) },
      },
      (req) => attachmentTypes.create(req.ctx, req.body),
    );
    app.put(
      AttachmentTypePaths.attachmentTypes,
      {
        schema: { tags: typeTags, body: updateAttachmentTypeInput, response: { 200: attachmentTypeDto } },
        config: { access: requirePolicy(AttachmentTypes.Update) },
      },
      (req) => attachmentTypes.update(req.ctx, req.body),
    );
    app.delete(
      '/api/app/attachment-type/:id',
      {
        schema: { tags: typeTags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(AttachmentTypes.Delete) },
      },
      async (req, reply) => {
        await attachmentTypes.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );

    // ---- Attachments of employees (document 2 §7): reading needs the employee list policy, writing
    // the right to create or edit employees.
    const attachmentTags = ['Attachment'];
    app.post(
      AttachmentPaths.attachments,
      {
        schema: { tags: attachmentTags, body: createAttachmentInput, response: { 200: attachmentDto } },
        config: { access: requireAnyPolicy(Employees.Create, Employees.Update) },
      },
      (req) => attachments.upload(req.ctx, req.body),
    );
    app.post(
      AttachmentPaths.saveTemp,
      {
        schema: { tags: attachmentTags, body: saveTempAttachmentsInput, response: { 204: z.null() } },
        config: { access: requireAnyPolicy(Employees.Create, Employees.Update) },
      },
      async (req, reply) => {
        await attachments.saveTemp(req.ctx, req.body);
        return reply.status(204).send(null);
      },
    );
    app.get(
      AttachmentPaths.attachments,
      {
        schema: {
          tags: attachmentTags,
          querystring: getAttachmentsInput,
          response: { 200: attachmentListResult },
        },
        config: { access: requirePolicy(Employees.Default) },
      },
      (req) => attachments.list(req.ctx, req.query),
    );
    app.get(
      '/api/app/attachment/:id/attachment-file',
      {
        schema: { tags: attachmentTags, params: idParams },
        config: { access: requirePolicy(Employees.Default) },
      },
      async (req, reply) => {
        const file = await attachments.file(req.ctx, req.params.id);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
    app.delete(
      '/api/app/attachment/:id',
      {
        schema: { tags: attachmentTags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(Employees.Update) },
      },
      async (req, reply) => {
        await attachments.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );

    // ---- Extra field definitions (document 3 §7; paths not shown there, ABP's conventions)
    const fieldTags = ['ExtraFieldDefinition'];
    app.get(
      ExtraFieldDefinitionPaths.definitions,
      {
        schema: {
          tags: fieldTags,
          querystring: getExtraFieldDefinitionsInput,
          response: { 200: extraFieldDefinitionListResult },
        },
        config: { access: requirePolicy(ExtraFieldDefinitions.Default) },
      },
      (req) => extraFields.list(req.ctx, req.query),
    );
    app.get(
      ExtraFieldDefinitionPaths.isKeyUnique,
      {
        schema: { tags: fieldTags, querystring: isExtraFieldKeyUniqueInput, response: { 200: z.boolean() } },
        config: { access: requirePolicy(ExtraFieldDefinitions.Default) },
      },
      (req) => extraFields.isKeyUnique(req.ctx, req.query),
    );
    app.get(
      ExtraFieldDefinitionPaths.byEntityType,
      {
        schema: {
          tags: fieldTags,
          querystring: getExtraFieldDefinitionsByEntityTypeInput,
          response: { 200: extraFieldDefinitionList },
        },
        // The extra fields section of the employee page reads it too.
        config: { access: requireAnyPolicy(ExtraFieldDefinitions.Default, Employees.Default) },
      },
      (req) => extraFields.byEntityType(req.ctx, req.query.entityType),
    );
    app.get(
      '/api/app/extra-field-definition/:id',
      {
        schema: { tags: fieldTags, params: idParams, response: { 200: extraFieldDefinitionDto } },
        config: { access: requirePolicy(ExtraFieldDefinitions.Default) },
      },
      (req) => extraFields.get(req.ctx, req.params.id),
    );
    app.post(
      ExtraFieldDefinitionPaths.definitions,
      {
        schema: {
          tags: fieldTags,
          body: createExtraFieldDefinitionInput,
          response: { 200: extraFieldDefinitionDto },
        },
        config: { access: requirePolicy(ExtraFieldDefinitions.Create) },
      },
      (req) => extraFields.create(req.ctx, req.body),
    );
    app.put(
      '/api/app/extra-field-definition/:id',
      {
        schema: {
          tags: fieldTags,
          params: idParams,
          body: updateExtraFieldDefinitionInput,
          response: { 200: extraFieldDefinitionDto },
        },
        config: { access: requirePolicy(ExtraFieldDefinitions.Update) },
      },
      (req) => extraFields.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      '/api/app/extra-field-definition/:id',
      {
        schema: { tags: fieldTags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(ExtraFieldDefinitions.Delete) },
      },
      async (req, reply) => {
        await extraFields.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
