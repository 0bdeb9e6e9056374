import { createFileRoute } from '@tanstack/react-router';
import { contentRouteOptions } from '../../content-route';

export const Route = createFileRoute('/{-$locale}/delivery-and-returns')(contentRouteOptions('delivery-and-returns'));
