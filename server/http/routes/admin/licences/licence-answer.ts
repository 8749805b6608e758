import type { Db } from '../../../../db/client';
import { adminLicence } from '../../../../domain/licences/admin-licence';
import { presentLicence } from '../../../../domain/licences/present-licence';

/** What each admin licence operation answers: the subscription as it now is, with its licences. */
export const licenceAnswer = async (db: Db, id: number) => presentLicence(db, await adminLicence(db, id));
