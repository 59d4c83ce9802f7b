// Wires the menu's admin side: images (and their storage and orphan sweep), the catalog editor,
// option groups and discounts. The menu itself and its cross-instance cache live in the core.
import { createAdminCatalogRepo } from '../modules/admin-catalog/admin-catalog.repo.ts';
import { createAdminCatalogService } from '../modules/admin-catalog/admin-catalog.service.ts';
import { createDiscountsRepo } from '../modules/discounts/discounts.repo.ts';
import { createDiscountsService } from '../modules/discounts/discounts.service.ts';
import { createImageReferencesRepo } from '../modules/images/image-references.repo.ts';
import { createImagesService } from '../modules/images/images.service.ts';
import { createLocalDiskStorage } from '../modules/images/local-disk-storage.ts';
import { createOrphanSweeper } from '../modules/images/orphan-sweeper.ts';
import { createS3Storage } from '../modules/images/s3-storage.ts';
import { createMenuToolsRepo } from '../modules/menu-tools/menu-tools.repo.ts';
import { createMenuToolsService } from '../modules/menu-tools/menu-tools.service.ts';
import { createOptionGroupsRepo } from '../modules/option-groups/option-groups.repo.ts';
import { createOptionGroupsService } from '../modules/option-groups/option-groups.service.ts';
import type { Core } from './core.ts';

export function wireDiscounts({ db, audit }: Core) {
  return createDiscountsService(createDiscountsRepo(db), audit);
}

export function wireCatalog({ db, env, log, audit, catalogWrites }: Core) {
  /** Uploaded files: S3 when S3_* are set, else the uploads folder. The rider's door photos go here too. */
  const storage = env.s3 ? createS3Storage(env.s3) : createLocalDiskStorage(env.uploadsDir);
  const images = createImagesService({ storage, audit, log });
  const imageReferences = createImageReferencesRepo(db);
  const orphanSweeper = createOrphanSweeper(images, imageReferences, log);
  const adminCatalog = createAdminCatalogService({
    repo: createAdminCatalogRepo(db),
    audit,
    catalog: catalogWrites,
    images,
    imageReferences,
  });
  const optionGroups = createOptionGroupsService({
    repo: createOptionGroupsRepo(db),
    audit,
    catalog: catalogWrites,
  });
  const menuTools = createMenuToolsService({ repo: createMenuToolsRepo(db), catalog: catalogWrites });
  return { storage, images, orphanSweeper, adminCatalog, optionGroups, menuTools };
}
